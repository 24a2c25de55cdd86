import type { Guest } from '@hostel/shared/api/guest-schemas';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useFlashMessage } from '../../../components/use-flash-message';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format-money';
import { useGuest } from '../api/get-guest';
import { useGuestStays } from '../api/get-guest-stays';
import { UpdateGuestDialog } from '../detail/update-guest-dialog';
import { GuestFacts } from '../guest-facts';
import { localToday } from '../local-today';
import { shortReference, STATUS_LABELS } from '../reservation-view';
import '../reservations.css';
import { GUEST_PAGE_TEXTS as T } from './guest-texts';

/** /app/guests/:id: the guest's details, nationality and notes, every stay and what they came to, and Edit. */
export function Component() {
  const { id = '' } = useParams();
  const guest = useGuest(id, true);
  const flash = useFlashMessage();
  const [editing, setEditing] = useState(false);

  let body: ReactNode;
  if (guest.data) {
    const data = guest.data;
    body = (
      <div className="guest-page">
        <section className="card" aria-labelledby="guest-details-title">
          <div className="page-title-row">
            <h2 id="guest-details-title">{T.details}</h2>
            {data.erased ? null : (
              <button type="button" className="button" onClick={() => setEditing(true)}>
                {T.edit}
              </button>
            )}
          </div>
          <GuestFacts guest={data} />
          <dl className="res-facts">
            <dt>{T.nationality}</dt>
            <dd>{nationalityName(data.nationality)}</dd>
          </dl>
          <h3>{T.notes}</h3>
          {data.notes ? <p className="guest-notes">{data.notes}</p> : <p className="muted">{T.noNotes}</p>}
        </section>
        <GuestStays guestId={data._id} />
        <UpdateGuestDialog
          guest={data}
          full
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            flash.show(T.edited);
          }}
        />
      </div>
    );
  } else if (guest.isError) {
    const error = guest.error;
    const missing = error instanceof ApiError && error.status === 404;
    const mayPass = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
    body = (
      <div className="form-messages form-messages-error load-error" role="alert">
        <p>{missing ? T.notFound : `${T.loadFailed} ${error.message}`}</p>
        {mayPass ? (
          <button type="button" className="button" onClick={() => void guest.refetch()} disabled={guest.isFetching}>
            {T.tryAgain}
          </button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <p className="loading" role="status">
        {T.loading}
      </p>
    );
  }

  return (
    <div className="app-page">
      <h1>{guest.data ? guestName(guest.data) : T.heading}</h1>
      {body}
      {flash.dialog}
    </div>
  );
}

function guestName(guest: Guest): string {
  return guest.erased ? T.heading : `${guest.first_name} ${guest.last_name}`;
}

function nationalityName(code: string): string {
  if (!code) return 'N/A';
  const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

function GuestStays({ guestId }: { guestId: string }) {
  const stays = useGuestStays(guestId);
  let content: ReactNode;
  if (stays.data) {
    const today = localToday();
    const upcoming = stays.data.stays.filter((stay) => stay.check_out > today);
    const past = stays.data.stays.filter((stay) => stay.check_out <= today).reverse();
    const total = stays.data.total_spent;
    content = (
      <>
        <dl className="res-facts">
          <dt>{T.totalSpent}</dt>
          <dd>
            {total.length ? total.map((sum) => formatPrice(sum.amount, sum.currency)).join(' + ') : T.nothingSpent}
            <span className="field-hint">{T.totalHint}</span>
          </dd>
        </dl>
        {stays.data.stays.length === 0 ? <p className="muted">{T.noStays}</p> : null}
        <StayList title={T.upcoming} stays={upcoming} />
        <StayList title={T.past} stays={past} />
      </>
    );
  } else if (stays.isError) {
    content = (
      <div className="form-messages form-messages-error load-error" role="alert">
        <p>
          {T.staysFailed} {stays.error.message}
        </p>
        <button type="button" className="button" onClick={() => void stays.refetch()} disabled={stays.isFetching}>
          {T.tryAgain}
        </button>
      </div>
    );
  } else {
    content = (
      <p className="loading" role="status">
        {T.staysLoading}
      </p>
    );
  }
  return (
    <section className="card" aria-labelledby="guest-stays-title">
      <h2 id="guest-stays-title">{T.stays}</h2>
      {content}
    </section>
  );
}

function StayList({ title, stays }: { title: string; stays: Reservation[] }) {
  if (stays.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="guest-stays">
        {stays.map((stay) => (
          <li key={stay._id}>
            <Link to={`/app/reservations/${stay._id}`}>{shortReference(stay._id)}</Link>
            <span>
              {stay.check_in} → {stay.check_out}
            </span>
            <span>{stay.room_type_info.description}</span>
            <span>{STATUS_LABELS[stay.reservation_status] ?? stay.reservation_status}</span>
            <span>{formatPrice(stay.total_price, stay.currency)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
