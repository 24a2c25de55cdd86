import type { Guest } from '@hostel/shared/api/guest-schemas';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { guestPagePath } from '../../../lib/guest-path';
import { GuestFacts } from '../guest-facts';

export const FOUND_GUEST_TEXTS = {
  title: 'Guest on file',
  lead: 'The booking is made for this guest, whose details are not changed here. Their own page edits them.',
  someoneElse: 'A different person',
  use: 'Book for this guest',
  back: 'Back',
  edit: 'Edit guest',
} as const;

interface FoundGuestStepProps {
  guest: Guest;
  onUse(): void;
  /** The email was someone else's (a shared or placeholder address): add a new guest instead. */
  onSomeoneElse(): void;
  onBack(): void;
  /** Leaving for the guest's page closes the dialog. */
  onLeave(): void;
}

/**
 * Step 1 for a guest on file: shown read-only, never saved from here, so a booking can never rename an
 * earlier guest (a placeholder email once turned one guest into another on every reservation).
 */
export function FoundGuestStep({ guest, onUse, onSomeoneElse, onBack, onLeave }: FoundGuestStepProps) {
  const use = useRef<HTMLButtonElement>(null);
  // The step's one decision takes the focus, as the other steps focus their first field.
  useEffect(() => use.current?.focus(), []);
  return (
    <section aria-labelledby="found-guest-title">
      <h3 className="res-step-title" id="found-guest-title">
        {FOUND_GUEST_TEXTS.title}
      </h3>
      <p className="muted">{FOUND_GUEST_TEXTS.lead}</p>
      <GuestFacts guest={guest} />
      <p>
        <Link to={guestPagePath(guest._id)} onClick={onLeave}>
          {FOUND_GUEST_TEXTS.edit}
        </Link>
      </p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onBack}>
          {FOUND_GUEST_TEXTS.back}
        </button>
        <button type="button" className="button" onClick={onSomeoneElse}>
          {FOUND_GUEST_TEXTS.someoneElse}
        </button>
        <button type="button" className="button button-primary button-block" ref={use} onClick={onUse}>
          {FOUND_GUEST_TEXTS.use}
        </button>
      </div>
    </section>
  );
}
