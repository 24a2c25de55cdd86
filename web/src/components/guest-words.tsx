import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

type Words = Pick<Reservation, 'guest_note' | 'arrival_time' | 'guest_email' | 'guest_phone'>;

export const hasGuestWords = (reservation: Words) =>
  Boolean(reservation.guest_note || reservation.arrival_time || reservation.guest_email || reservation.guest_phone);

interface GuestWordsProps {
  reservation: Words;
  /** One line of label and value pairs (a list's row) instead of the facts' grid. */
  compact?: boolean;
  /** With the email and phone typed (Home's arrivals show only the arrival time and the note). */
  contacts?: boolean;
}

/** What the guest typed on the booking page (note, arrival time, email, phone), shown as text; nothing when none. */
export function GuestWords({ reservation, compact = false, contacts = true }: GuestWordsProps) {
  const { t } = useTranslation();
  if (!hasGuestWords(reservation)) return null;
  const rows: [string, string][] = [
    [t('components.guestWords.arrivalTime'), reservation.arrival_time],
    [t('components.guestWords.note'), reservation.guest_note],
    ...(!contacts
      ? []
      : ([
          [t('components.guestWords.email'), reservation.guest_email],
          [t('components.guestWords.phone'), reservation.guest_phone],
        ] as [string, string][])),
  ];
  return (
    <dl className={compact ? 'guest-words guest-words-compact' : 'res-facts guest-words'}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
