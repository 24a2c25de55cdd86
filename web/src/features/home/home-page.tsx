import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ImportConflictsNotice } from '../../components/import-conflicts-notice';
import { balanceDueNote } from '../../lib/balance-due';
import { formatDayInFull } from '../../lib/format-date';
import { useNewReservation } from '../../lib/new-reservation';
import { StayActionButton } from './stay-action-button';
import { useHomeReservations } from './api/get-home-reservations';
import './home.css';

// The dashboard (spec "Home"): today's arrivals and departures and the latest reservations, from one
// call; "today" is the property's, as the server answers it.

interface ListSpec {
  id: 'arrivals' | 'departures' | 'latest';
  title: string;
  empty: string;
}

const LISTS: readonly ListSpec[] = [
  { id: 'arrivals', title: "Who's coming today?", empty: 'You have no arrivals today' },
  { id: 'departures', title: "Who's leaving today?", empty: 'You have no departures today' },
  { id: 'latest', title: 'Latest reservations', empty: 'No reservations in the last 30 days' },
];

const STATUS_NOTE: Partial<Record<Reservation['reservation_status'], string>> = {
  canceled: 'Canceled',
  no_show: 'No-show',
  provisional: 'Provisional',
};

export function Component() {
  const home = useHomeReservations();
  const openNewReservation = useNewReservation();

  return (
    <div className="app-page">
      <div className="home-title-row">
        <div>
          <h1>Home</h1>
          {home.data ? <p className="home-today">Today is {formatDayInFull(home.data.today)}</p> : null}
        </div>
        <div className="home-actions">
          <button
            type="button"
            className="button"
            // The property's today, as the server answered it; until then the dialog's own.
            onClick={() => openNewReservation({ walkIn: true, ...(home.data ? { checkIn: home.data.today } : {}) })}
          >
            Walk-in
          </button>
          <button type="button" className="button button-primary" onClick={() => openNewReservation()}>
            New reservation
          </button>
        </div>
      </div>
      <ImportConflictsNotice />
      {home.isError && !home.data ? (
        <div className="form-messages form-messages-error home-error" role="alert">
          <p>Error Fetching today's reservations</p>
          <button type="button" className="button" onClick={() => void home.refetch()} disabled={home.isFetching}>
            {home.isFetching ? 'Trying again…' : 'Try again'}
          </button>
        </div>
      ) : null}
      <div className="dashboard-lists">
        {LISTS.map((list) => (
          <section
            key={list.id}
            className="card dashboard-list"
            aria-labelledby={`list-${list.id}`}
            aria-busy={home.isPending || undefined}
          >
            <h2 id={`list-${list.id}`}>{list.title}</h2>
            {home.isPending ? (
              <p className="empty-state">Loading</p>
            ) : !home.data ? (
              <p className="empty-state">Not available</p>
            ) : home.data[list.id].length === 0 ? (
              <p className="empty-state">{list.empty}</p>
            ) : (
              <ul className="home-rows">
                {home.data[list.id].map((reservation) => (
                  <HomeRow
                    key={reservation._id}
                    reservation={reservation}
                    arrival={list.id === 'arrivals'}
                    action={
                      list.id === 'latest' ? undefined : (
                        <StayActionButton reservation={reservation} today={home.data.today} list={list.id} />
                      )
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
  const to = `/app/reservations/${reservation._id}`;
  const note = STATUS_NOTE[reservation.reservation_status];
  const owed = balanceDueNote(reservation);
  return (
    <li className="home-row">
      <div className="home-row-main">
        {arrival ? (
          <span className="home-guest">{reservation.guest_info.full_name}</span>
        ) : (
          <Link className="home-guest" to={to}>
            {reservation.guest_info.full_name}
          </Link>
        )}
        <span className="home-dates">
          <span className="home-nowrap">
            {reservation.check_in} → {reservation.check_out}
          </span>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          <span className="home-nowrap">{reservation.number_of_guest} pers</span>
        </span>
        {note ? <span className="badge">{note}</span> : null}
        {owed ? <span className="badge">{owed}</span> : null}
      </div>
      {action}
      {arrival ? (
        <Link className="button button-small home-open" to={to} aria-label={`Open the reservation of ${reservation.guest_info.full_name}`}>
          Open
        </Link>
      ) : null}
    </li>
  );
}
