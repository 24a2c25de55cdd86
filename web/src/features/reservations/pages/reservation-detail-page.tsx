import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useFlashMessage } from '../../../components/use-flash-message';
import { ApiError } from '../../../lib/api-client';
import { useReservation } from '../api/get-reservation';
import { useRoomTypes } from '../../../api/list-room-types';
import { bedNames } from '../bed-names';
import { FolioPanel } from '../detail/folio-panel';
import { GuestPanel } from '../detail/guest-panel';
import { GuestWordsPanel } from '../detail/guest-words-panel';
import { HeldStayControls } from '../detail/held-stay-controls';
import { HistoryPanel } from '../detail/history-panel';
import { InternalNotesPanel } from '../detail/internal-notes-panel';
import { LifecycleControls } from '../detail/lifecycle-controls';
import { PaymentsPanel } from '../detail/payments-panel';
import { ReservationControls } from '../detail/reservation-controls';
import { ReservationFacts } from '../reservation-facts';
import { shortReference } from '../reservation-view';
import '../reservations.css';

/**
 * /app/reservations/:id (spec §2): the reservation view and the guest view, switched by 'Guest Info'
 * (kept in the address as ?view=guest), each with its control panel.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const reservation = useReservation(id);
  const flash = useFlashMessage();
  const roomTypes = useRoomTypes();
  const guestView = new URLSearchParams(search).get('view') === 'guest';
  // Back returns to the search the desk came from, else to the reservations page.
  const backTo =
    typeof (state as { backTo?: unknown } | null)?.backTo === 'string' ? (state as { backTo: string }).backTo : '/app/reservations';

  function toggleView() {
    void navigate({ search: guestView ? '' : '?view=guest' }, { replace: true, state });
  }

  let body: ReactNode;
  if (reservation.data) {
    const data = reservation.data;
    const header = (
      <div className="page-title-row res-view-head">
        <h2 id="detail-view-title">
          {guestView ? t('reservationDetail.guest') : t('reservationDetail.reservation')}{' '}
          <span className="res-reference">{shortReference(data._id)}</span>
        </h2>
        <button type="button" className="button" aria-pressed={guestView} onClick={toggleView}>
          {t('reservationDetail.guestInfo')}
        </button>
      </div>
    );
    body = (
      <div className="res-detail">
        {guestView ? (
          <GuestPanel header={header} guestId={data.guest_id} backTo={backTo} flash={flash.show} />
        ) : (
          <>
            <section className="card res-main" aria-labelledby="detail-view-title">
              {header}
              <ReservationFacts reservation={data} />
            </section>
            <section className="card res-controls" aria-label={t('reservationDetail.actions')}>
              <HeldStayControls reservation={data} flash={flash.show} />
              <LifecycleControls reservation={data} flash={flash.show} />
              <ReservationControls reservation={data} backTo={backTo} flash={flash.show} />
            </section>
            <GuestWordsPanel reservation={data} flash={flash.show} />
            <PaymentsPanel reservation={data} flash={flash.show} />
            <FolioPanel reservation={data} flash={flash.show} />
            <InternalNotesPanel reservation={data} flash={flash.show} />
            <HistoryPanel
              reservationId={data._id}
              currency={data.currency}
              bedName={(bed) =>
                // A bed of the type the stay had before a move is named too.
                bedNames(
                  roomTypes.data?.find((type) => type.products.some((room) => room.beds.includes(bed))),
                  [bed],
                )[0] ?? bed
              }
            />
          </>
        )}
      </div>
    );
  } else if (reservation.isError) {
    // A 4xx (an unknown or malformed id) answers the same again; a network failure or a 5xx may pass.
    const error = reservation.error;
    const mayPass = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
    body = (
      <div className="form-messages form-messages-error load-error" role="alert">
        <p>{t('reservationDetail.loadFailed')}</p>
        {mayPass ? (
          <button type="button" className="button" onClick={() => void reservation.refetch()} disabled={reservation.isFetching}>
            {t('common.tryAgain')}
          </button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <p className="loading" role="status">
        {t('reservationDetail.loading')}
      </p>
    );
  }

  return (
    <div className="app-page">
      <h1>{t('reservationDetail.heading')}</h1>
      {body}
      {flash.dialog}
    </div>
  );
}
