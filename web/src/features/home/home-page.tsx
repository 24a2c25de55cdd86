import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GuestWords } from '../../components/guest-words';
import { HeldStayBadge } from '../../components/held-stay-badge';
import { ImportConflictsNotice } from '../../components/import-conflicts-notice';
import { balanceDueNote } from '../../lib/balance-due';
import { formatDay, formatDayInFull } from '../../lib/format-date';
import { useNewReservation } from '../../lib/new-reservation';
import { StayActionButton } from './stay-action-button';
import { useHomeReservations } from './api/get-home-reservations';
import './home.css';
import { guestNameShown } from '../../lib/guest-name';

// The dashboard (spec "Home"): today's arrivals and departures and the latest reservations, from one
// call; "today" is the property's, as the server answers it.

// Each list's title and empty text are the catalog's home.<id> and home.<id>Empty.
const LISTS = ['arrivals', 'departures', 'latest'] as const;

const STATUS_NOTE = { canceled: 'home.canceled', no_show: 'home.noShow', provisional: 'home.provisional' } as const;

export function Component() {
  const { t } = useTranslation();
  const home = useHomeReservations();
  const openNewReservation = useNewReservation();

  return (
    <div className="app-page">
      <div className="home-title-row">
        <div>
          <h1>{t('pages.home')}</h1>
          {home.data ? <p className="home-today">{t('home.today', { date: formatDayInFull(home.data.today) })}</p> : null}
        </div>
        <div className="home-actions">
          <button
            type="button"
            className="button"
            // The property's today, as the server answered it; until then the dialog's own.
            onClick={() => openNewReservation({ walkIn: true, ...(home.data ? { checkIn: home.data.today } : {}) })}
          >
            {t('home.walkIn')}
          </button>
          <button type="button" className="button button-primary" onClick={() => openNewReservation()}>
            {t('home.newReservation')}
          </button>
        </div>
      </div>
      <ImportConflictsNotice />
      {home.isError && !home.data ? (
        <div className="form-messages form-messages-error home-error" role="alert">
          <p>{t('home.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void home.refetch()} disabled={home.isFetching}>
            {home.isFetching ? t('common.tryingAgain') : t('common.tryAgain')}
          </button>
        </div>
      ) : null}
      <div className="dashboard-lists">
        {LISTS.map((list) => (
          <section key={list} className="card dashboard-list" aria-labelledby={`list-${list}`} aria-busy={home.isPending || undefined}>
            <h2 id={`list-${list}`}>{t(`home.${list}`)}</h2>
            {home.isPending ? (
              <p className="empty-state">{t('common.loading')}</p>
            ) : !home.data ? (
              <p className="empty-state">{t('common.notAvailable')}</p>
            ) : home.data[list].length === 0 ? (
              <p className="empty-state">{t(`home.${list}Empty`)}</p>
            ) : (
              <ul className="home-rows">
                {home.data[list].map((reservation) => (
                  <HomeRow
                    key={reservation._id}
                    reservation={reservation}
                    arrival={list === 'arrivals'}
                    action={
                      list === 'latest' ? undefined : <StayActionButton reservation={reservation} today={home.data.today} list={list} />
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

function HomeRow({ reservation, arrival, action }: { reservation: Reservation; arrival: boolean; action?: ReactNode }) {
  const { t } = useTranslation();
  const to = `/app/reservations/${reservation._id}`;
  const status = reservation.reservation_status;
  const note = status === 'canceled' || status === 'no_show' || status === 'provisional' ? t(STATUS_NOTE[status]) : undefined;
  const owed = balanceDueNote(reservation);
  return (
    <li className="home-row">
      <div className="home-row-main">
        {arrival ? (
          <span className="home-guest">{guestNameShown(reservation.guest_info.full_name)}</span>
        ) : (
          <Link className="home-guest" to={to}>
            {guestNameShown(reservation.guest_info.full_name)}
          </Link>
        )}
        <span className="home-dates">
          <span className="home-nowrap">
            {formatDay(reservation.check_in)} → {formatDay(reservation.check_out)}
          </span>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          <span className="home-nowrap">{t('home.guests', { count: reservation.number_of_guest })}</span>
        </span>
        {note ? <span className="badge">{note}</span> : null}
        <HeldStayBadge heldUntil={reservation.held_until} />
        {owed ? <span className="badge">{owed}</span> : null}
        {arrival ? <GuestWords reservation={reservation} compact contacts={false} /> : null}
      </div>
      {action}
      {arrival ? (
        <Link
          className="button button-small home-open"
          to={to}
          aria-label={t('home.openReservationOf', { name: guestNameShown(reservation.guest_info.full_name) })}
        >
          {t('home.open')}
        </Link>
      ) : null}
    </li>
  );
}
