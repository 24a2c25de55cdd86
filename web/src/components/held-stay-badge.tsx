import { useTranslation } from 'react-i18next';
import { useDeskInstant } from '../lib/session/desk-instant';

/** A booking-page stay held for its guest's email confirmation: a marker in words (never colour alone) with its expiry. */
export function HeldStayBadge({ heldUntil }: { heldUntil: string }) {
  const { t } = useTranslation();
  const formatInstant = useDeskInstant();
  if (!heldUntil) return null;
  return (
    <span className="badge badge-warning badge-held">
      <span aria-hidden="true">⧗ </span>
      {t('components.heldStay.badge', { time: formatInstant(heldUntil) })}
    </span>
  );
}
