import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRoleGate } from '../../../components/use-role-gate';
import { guestPagePath } from '../../../lib/guest-path';
import { useEraseGuest } from '../api/erase-guest';
import { useGuest } from '../api/get-guest';
import { GuestFacts } from '../guest-facts';
import { UpdateGuestDialog } from './update-guest-dialog';

interface GuestPanelProps {
  /** The view's heading and its switch, shown above the facts. */
  header: ReactNode;
  guestId: string;
  backTo: string;
  flash(message: string, tone?: 'success' | 'error'): void;
}

/** The guest view with its controls: Update Guest Information, Delete Guest (erases the personal data), Back. */
export function GuestPanel({ header, guestId, backTo, flash }: GuestPanelProps) {
  const { t } = useTranslation();
  const guest = useGuest(guestId, true);
  const erase = useEraseGuest();
  const gate = useRoleGate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const erased = guest.data?.erased ?? false;

  function update() {
    // A reservation always names its guest; should one not, the spec's message says so.
    if (!guestId) flash(t('reservationDetail.guestPanel.noGuestId'), 'error');
    else setEditing(true);
  }

  let facts: ReactNode;
  if (!guestId) facts = <p className="muted">{t('reservationDetail.guestPanel.noGuest')}</p>;
  else if (guest.data) facts = <GuestFacts guest={guest.data} />;
  else if (guest.isError) {
    facts = (
      <div className="form-messages form-messages-error load-error" role="alert">
        <p>{t('reservationDetail.guestPanel.loadFailed', { message: guest.error.message })}</p>
        <button type="button" className="button" onClick={() => void guest.refetch()} disabled={guest.isFetching}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  } else {
    facts = (
      <p className="loading" role="status">
        {t('reservationDetail.guestPanel.loading')}
      </p>
    );
  }

  return (
    <>
      <section className="card res-main" aria-labelledby="detail-view-title">
        {header}
        {facts}
      </section>
      <section className="card res-controls" aria-label={t('reservationDetail.guestPanel.actions')}>
        {erased ? <p className="res-final-note">{t('reservationDetail.guestPanel.erased')}</p> : null}
        <ul className="res-control-list">
          <li>
            <button type="button" className="button button-block" disabled={erased || (guestId !== '' && !guest.data)} onClick={update}>
              {t('reservationDetail.guestPanel.update')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="button button-block button-danger-outline"
              disabled={erased || !guest.data}
              onClick={() =>
                gate.attempt('eraseGuest', () => {
                  erase.reset();
                  setConfirming(true);
                })
              }
            >
              {t('reservationDetail.guestPanel.erase')}
            </button>
          </li>
          {guestId ? (
            <li>
              <Link className="button button-block" to={guestPagePath(guestId)}>
                {t('reservationDetail.guestPanel.guestPage')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link className="button button-block" to={backTo}>
              {t('reservationDetail.back')}
            </Link>
          </li>
        </ul>
        {guest.data ? (
          <UpdateGuestDialog
            guest={guest.data}
            open={editing}
            onClose={() => setEditing(false)}
            onSaved={(message) => {
              setEditing(false);
              flash(message);
            }}
          />
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={t('reservationDetail.guestPanel.eraseTitle')}
          confirmLabel={t('reservationDetail.guestPanel.eraseConfirm')}
          busyLabel={t('reservationDetail.guestPanel.erasing')}
          busy={erase.isPending}
          error={erase.isError ? erase.error.message : undefined}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            erase.mutate(guestId, {
              onSuccess: (answer) => {
                setConfirming(false);
                flash(answer.msg);
              },
            })
          }
        >
          <p>{t('reservationDetail.guestPanel.eraseWhat')}</p>
          <p>{t('reservationDetail.guestPanel.eraseKept', { name: t('common.deletedGuest') })}</p>
        </ConfirmDialog>
        {gate.deniedDialog}
      </section>
    </>
  );
}
