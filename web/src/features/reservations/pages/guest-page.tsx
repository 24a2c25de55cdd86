import type { Guest } from '@hostel/shared/api/guest-schemas';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { GuestWords } from '../../../components/guest-words';
import { useFlashMessage } from '../../../components/use-flash-message';
import { ApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-money';
import { currentLanguage, i18n } from '../../../lib/i18n/i18n';
import { useGuest } from '../api/get-guest';
import { useGuestStays } from '../api/get-guest-stays';
import { UpdateGuestDialog } from '../detail/update-guest-dialog';
import { GuestFacts } from '../guest-facts';
import { useDeskToday } from '../../../lib/session/desk-today';
import { shortReference, STATUS_LABELS } from '../reservation-view';
import '../reservations.css';

/** /app/guests/:id: the guest's details, nationality and notes, every stay and what they came to, and Edit. */
export function Component() {
  const { t } = useTranslation();
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
            <h2 id="guest-details-title">{t('guests.page.details')}</h2>
            {data.erased ? null : (
              <button type="button" className="button" onClick={() => setEditing(true)}>
                {t('guests.page.edit')}
              </button>
            )}
          </div>
          <GuestFacts guest={data} />
          <dl className="res-facts">
            <dt>{t('guests.page.nationality')}</dt>
            <dd>{nationalityName(data.nationality)}</dd>
          </dl>
          <h3>{t('guests.page.notes')}</h3>
          {data.notes ? <p className="guest-notes">{data.notes}</p> : <p className="muted">{t('guests.page.noNotes')}</p>}
        </section>
        <GuestStays guestId={data._id} />
        <UpdateGuestDialog
          guest={data}
          full
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            flash.show(t('guests.page.edited'));
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
        <p>{missing ? t('guests.page.notFound') : t('guests.page.loadFailed', { message: error.message })}</p>
        {mayPass ? (
          <button type="button" className="button" onClick={() => void guest.refetch()} disabled={guest.isFetching}>
            {t('common.tryAgain')}
          </button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <p className="loading" role="status">
        {t('guests.page.loading')}
      </p>
    );
  }

  return (
    <div className="app-page">
      <h1>{guest.data ? guestName(guest.data) : t('guests.page.heading')}</h1>
      {body}
      {flash.dialog}
    </div>
  );
}

function guestName(guest: Guest): string {
  return guest.erased ? i18n.t('guests.page.heading') : `${guest.first_name} ${guest.last_name}`;
}

function nationalityName(code: string): string {
  if (!code) return i18n.t('reservations.notAvailable');
  const name = new Intl.DisplayNames([currentLanguage()], { type: 'region', fallback: 'code' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

function GuestStays({ guestId }: { guestId: string }) {
  const { t } = useTranslation();
  const stays = useGuestStays(guestId);
  const today = useDeskToday();
  let content: ReactNode;
  if (stays.data) {
    const upcoming = stays.data.stays.filter((stay) => stay.check_out > today);
    const past = stays.data.stays.filter((stay) => stay.check_out <= today).reverse();
    const total = stays.data.total_spent;
    content = (
      <>
        <dl className="res-facts">
          <dt>{t('guests.page.totalSpent')}</dt>
          <dd>
            {total.length ? total.map((sum) => formatPrice(sum.amount, sum.currency)).join(' + ') : t('guests.page.nothingSpent')}
            <span className="field-hint">{t('guests.page.totalHint')}</span>
          </dd>
        </dl>
        {stays.data.stays.length === 0 ? <p className="muted">{t('guests.page.noStays')}</p> : null}
        <StayList title={t('guests.page.upcoming')} stays={upcoming} />
        <StayList title={t('guests.page.past')} stays={past} />
      </>
    );
  } else if (stays.isError) {
    content = (
      <div className="form-messages form-messages-error load-error" role="alert">
        <p>{t('guests.page.staysFailed', { message: stays.error.message })}</p>
        <button type="button" className="button" onClick={() => void stays.refetch()} disabled={stays.isFetching}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  } else {
    content = (
      <p className="loading" role="status">
        {t('guests.page.staysLoading')}
      </p>
    );
  }
  return (
    <section className="card" aria-labelledby="guest-stays-title">
      <h2 id="guest-stays-title">{t('guests.page.stays')}</h2>
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
              {formatDay(stay.check_in)} → {formatDay(stay.check_out)}
            </span>
            <span>{stay.room_type_info.description}</span>
            <span>{STATUS_LABELS[stay.reservation_status] ?? stay.reservation_status}</span>
            <span>{formatPrice(stay.total_price, stay.currency)}</span>
            <GuestWords reservation={stay} compact />
          </li>
        ))}
      </ul>
    </>
  );
}
