import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { useForm } from '../../lib/use-form';
import { reservationsSearchPath, SEARCH_MAX, searchQuery } from './search-query';

interface SearchFormProps {
  ref: Ref<HTMLFormElement>;
  id: string;
  /** On a phone the form is a panel the header opens; on wider screens it always shows. */
  open: boolean;
  onSearched(): void;
}

/** Searches reservations by guest; the reservations page shows the results. */
export function SearchForm({ ref, id, open, onSearched }: SearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm(searchQuery, { q: '' });
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const inputId = `${fieldId}-q`;
  const errorId = `${fieldId}-q-error`;
  const error = form.errors.q;
  const field = form.bind('q');

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <form
      ref={ref}
      id={id}
      role="search"
      className={open ? 'app-search app-search-open' : 'app-search'}
      noValidate
      onSubmit={form.onSubmit(({ q }) => {
        onSearched();
        void navigate(reservationsSearchPath(q));
      })}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('shell.searchByGuest')}
      </label>
      <div className="app-search-row">
        <input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          placeholder={t('shell.searchPlaceholder')}
          autoComplete="off"
          maxLength={SEARCH_MAX}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={field.value as string}
          onChange={field.onChange}
        />
        <button type="submit" className="icon-button app-search-button" aria-label={t('shell.search')}>
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
