import { zodMessages } from '@hostel/shared/api/zod-messages';
import { MAX_SEARCH_TEXT } from '@hostel/shared/api/reservation-schemas';
import { asShortReference, shortReference } from '@hostel/shared/domain/short-reference';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../components/form-messages';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { issueMessage } from '../../../lib/i18n/api-message';
import { useNewReservation } from '../../../lib/new-reservation';
import { reservationKeys } from '../../../lib/reservation-query-keys';
import { useForm } from '../../../lib/use-form';
import { useFindReservations } from '../../../api/find-reservations';
import { useDeskToday, useTodayMoved } from '../../../lib/session/desk-today';
import { ReservationResults } from '../reservation-results';
import {
  criteriaFromUrl,
  MIN_SEARCH_TEXT,
  reservationsSearchForm,
  runnableCriteria,
  searchUrl,
  type SearchCriteria,
} from '../reservations-search';
import { refetchAfterChange } from '../../../lib/refetch-after-change';
import '../reservations.css';

/**
 * /app/reservations (spec §2): From, Until and Search text, kept in the address so a search can be
 * bookmarked and Back returns to the previous one. The header search arrives with only its text and
 * searches one year back to one year ahead at once.
 */
export function Component() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const today = useDeskToday();
  const criteria = useMemo(() => criteriaFromUrl(new URLSearchParams(search), today), [search, today]);
  const runnable = runnableCriteria(criteria);
  const results = useFindReservations(runnable);
  const openNewReservation = useNewReservation();
  const navigate = useNavigate();
  // The header search of a short reference opens that reservation; Back on it returns to this search.
  const fromHeader = new URLSearchParams(search).has('search') && !new URLSearchParams(search).has('from');
  const reference = fromHeader ? asShortReference(criteria.search) : undefined;
  const opened = reference && !results.isPlaceholderData && results.data?.length === 1 ? results.data[0] : undefined;
  const openId = opened && shortReference(opened._id) === reference ? opened._id : undefined;
  useEffect(() => {
    if (openId)
      void navigate(`/app/reservations/${openId}`, { replace: true, state: { backTo: `/app/reservations${searchUrl(criteria)}` } });
  }, [openId, navigate, criteria]);

  return (
    <div className="app-page">
      <div className="page-title-row">
        <h1>{t('reservations.title')}</h1>
        <button type="button" className="button button-primary" onClick={() => openNewReservation()}>
          {t('reservations.newReservation')}
        </button>
      </div>
      {/* A new address (a header search, Back) starts the form from it. */}
      <SearchForm key={search} criteria={criteria} />
      <section className="res-results" aria-labelledby="results-title" aria-busy={results.isFetching || undefined}>
        <h2 id="results-title" className="visually-hidden">
          {t('reservations.results')}
        </h2>
        {!runnable ? (
          <p className="empty-state">{t('reservations.fixSearch')}</p>
        ) : results.isPending ? (
          <p className="loading" role="status">
            {t('reservations.searching')}
          </p>
        ) : results.isError && !results.data ? (
          <div className="form-messages form-messages-error load-error" role="alert">
            <p>{t('reservations.searchFailed', { message: results.error.message })}</p>
            <button type="button" className="button" onClick={() => void results.refetch()} disabled={results.isFetching}>
              {t('common.tryAgain')}
            </button>
          </div>
        ) : (
          <ReservationResults
            reservations={results.data ?? []}
            stale={results.isPlaceholderData}
            criteria={runnable}
            backTo={`/app/reservations${search}`}
          />
        )}
      </section>
    </div>
  );
}

function SearchForm({ criteria }: { criteria: SearchCriteria }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const form = useForm(reservationsSearchForm, { from: criteria.from, until: criteria.until, search: criteria.search });
  // Opened before the profile was read, the default dates were the browser's: those not typed become the property's.
  useTodayMoved(useDeskToday(), (before, after) => {
    const params = new URLSearchParams(search);
    form.follow(criteriaFromUrl(params, before), criteriaFromUrl(params, after));
  });
  // An address the form cannot run (typed by hand) says why at once, next to its fields.
  const urlProblems = useMemo(() => {
    const parsed = reservationsSearchForm.safeParse(criteria, { error: zodMessages });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issueMessage(issue.message));
  }, [criteria]);

  return (
    <form
      className="card res-search"
      role="search"
      aria-label={t('reservations.searchLabel')}
      noValidate
      onSubmit={form.onSubmit((data) => {
        const url = searchUrl(data);
        // The same search again asks the server again (someone may have booked meanwhile).
        if (url === search) void refetchAfterChange(queryClient, { queryKey: reservationKeys.find(data.from, data.until, data.search) });
        else void navigate(url);
      })}
    >
      <div className="res-search-fields">
        <TextField label={t('reservations.from')} type="date" required {...form.bind('from')} />
        <TextField label={t('reservations.until')} type="date" required min={form.values.from || undefined} {...form.bind('until')} />
        <TextField
          label={t('reservations.searchText')}
          type="search"
          autoComplete="off"
          maxLength={MAX_SEARCH_TEXT}
          hint={t('reservations.searchHint', { min: MIN_SEARCH_TEXT, max: MAX_SEARCH_TEXT })}
          {...form.bind('search')}
        />
        <div className="res-search-submit">
          <SubmitButton busy={false}>{t('reservations.search')}</SubmitButton>
        </div>
      </div>
      <FormMessages messages={form.messages.length ? form.messages : Object.keys(form.errors).length ? [] : urlProblems} />
    </form>
  );
}
