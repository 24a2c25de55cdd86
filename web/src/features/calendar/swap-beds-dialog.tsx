import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import type { PlacedStay } from './bed-placement';
import { guestNameShown } from '../../lib/guest-name';

// What a drop on a taken bed offers: "Swap beds with <guest>", saying who goes where before it happens.

interface SwapBedsDialogProps {
  stay: PlacedStay;
  partner: PlacedStay;
  bedName(bedId: string): string;
  onSwap(): void;
  onClose(): void;
}

export function SwapBedsDialog({ stay, partner, bedName, onSwap, onClose }: SwapBedsDialogProps) {
  const { t } = useTranslation();
  const [name, other] = [guestNameShown(stay.reservation.guest_info.full_name), guestNameShown(partner.reservation.guest_info.full_name)];
  const beds = (of: PlacedStay) => of.beds.map(bedName).join(', ');
  return (
    <Dialog open onClose={onClose} title={t('calendar.swapTitle')} className="swap-beds-dialog">
      <p>{t('calendar.swapExplain', { name, toBeds: beds(partner), other, otherBeds: beds(stay) })}</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('components.cancel')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={onSwap}
          // The dialog opens on its answer (showModal focuses the element marked autofocus).
          ref={(button) => button?.setAttribute('autofocus', '')}
        >
          {t('calendar.swapOffer', { name: other })}
        </button>
      </div>
    </Dialog>
  );
}
