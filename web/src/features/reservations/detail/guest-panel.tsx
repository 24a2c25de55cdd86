import { useState, type ReactNode } from 'react';
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
  const guest = useGuest(guestId, true);
  const erase = useEraseGuest();
  const gate = useRoleGate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const erased = guest.data?.erased ?? false;

  function update() {
    // A reservation always names its guest; should one not, the spec's message says so.
    if (!guestId) flash('no guest ID provided', 'error');
    else setEditing(true);
  }

  let facts: ReactNode;
  if (!guestId) facts = <p className="muted">This reservation has no guest on file.</p>;
  else if (guest.data) facts = <GuestFacts guest={guest.data} />;
  else if (guest.isError) {
    facts = (
      <div className="form-messages form-messages-error load-error" role="alert">
        <p>The guest could not be loaded. {guest.error.message}</p>
        <button type="button" className="button" onClick={() => void guest.refetch()} disabled={guest.isFetching}>
          Try again
        </button>
      </div>
    );
  } else {
    facts = (
      <p className="loading" role="status">
        Loading guest
      </p>
    );
  }

  return (
    <>
      <section className="card res-main" aria-labelledby="detail-view-title">
        {header}
        {facts}
      </section>
      <section className="card res-controls" aria-label="Guest actions">
        {erased ? <p className="res-final-note">The guest's data was deleted: there is nothing left to update.</p> : null}
        <ul className="res-control-list">
          <li>
            <button type="button" className="button button-block" disabled={erased || (guestId !== '' && !guest.data)} onClick={update}>
              Update Guest Information
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
              Delete Guest
            </button>
          </li>
          {guestId ? (
            <li>
              <Link className="button button-block" to={guestPagePath(guestId)}>
                Guest page
              </Link>
            </li>
          ) : null}
          <li>
            <Link className="button button-block" to={backTo}>
              Back
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
          title="Delete this guest's data?"
          confirmLabel="Delete guest data"
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
          <p>Their name, passport or ID number, contact details and address are erased, as privacy law lets a guest ask.</p>
          <p>Their reservations keep their dates, beds and price, and show "Deleted guest". This cannot be undone.</p>
        </ConfirmDialog>
        {gate.deniedDialog}
      </section>
    </>
  );
}
