import type { Guest } from '@hostel/shared/api/guest-schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { guestPagePath } from '../../../lib/guest-path';
import { GuestFacts } from '../guest-facts';

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
  const { t } = useTranslation();
  const use = useRef<HTMLButtonElement>(null);
  // The step's one decision takes the focus, as the other steps focus their first field.
  useEffect(() => use.current?.focus(), []);
  return (
    <section aria-labelledby="found-guest-title">
      <h3 className="res-step-title" id="found-guest-title">
        {t('newReservation.found.title')}
      </h3>
      <p className="muted">{t('newReservation.found.lead')}</p>
      <GuestFacts guest={guest} />
      <p>
        <Link to={guestPagePath(guest._id)} onClick={onLeave}>
          {t('newReservation.found.edit')}
        </Link>
      </p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onBack}>
          {t('newReservation.back')}
        </button>
        <button type="button" className="button" onClick={onSomeoneElse}>
          {t('newReservation.found.someoneElse')}
        </button>
        <button type="button" className="button button-primary button-block" ref={use} onClick={onUse}>
          {t('newReservation.found.use')}
        </button>
      </div>
    </section>
  );
}
