import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { useForm } from '../../lib/use-form';
import { reservationsSearchPath, SEARCH_MAX, searchQuery } from './search-query';

/** Searches reservations by guest; the reservations page shows the results. */
export function SearchForm() {
  const navigate = useNavigate();
  const form = useForm(searchQuery, { q: '' });
  const id = useId();
  const inputId = `${id}-q`;
  const errorId = `${id}-q-error`;
  const error = form.errors.q;
  const field = form.bind('q');

  return (
    <form role="search" className="app-search" noValidate onSubmit={form.onSubmit(({ q }) => navigate(reservationsSearchPath(q)))}>
      <label htmlFor={inputId} className="visually-hidden">
        Search reservations by guest
      </label>
      <div className="app-search-row">
        <input
          id={inputId}
          type="search"
          name="q"
          placeholder="Search guest or reservation"
          autoComplete="off"
          maxLength={SEARCH_MAX}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={field.value as string}
          onChange={field.onChange}
        />
        <button type="submit" className="icon-button app-search-button" aria-label="Search">
          <SearchIcon />
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error app-search-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
