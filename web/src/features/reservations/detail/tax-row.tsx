import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import type { StayTouristTax } from '@hostel/shared/api/tourist-tax-schemas';
import { useTranslation } from 'react-i18next';
import { useExemptTouristTax } from '../../../api/tourist-tax';
import { formatPrice } from '../../../lib/format-money';

interface TaxRowProps {
  reservation: Reservation;
  tax: StayTouristTax;
  onExempt(): void;
  flash(message: string): void;
}

/** The folio's tourist tax line: guest-nights × the rate, or the exemption's reason, with the desk's button to change it. */
export function TaxRow({ reservation, tax, onExempt, flash }: TaxRowProps) {
  const { t } = useTranslation();
  const exempt = useExemptTouristTax();
  const money = (amount: number) => formatPrice(amount, reservation.currency);
  const charge = async () => {
    try {
      await exempt.mutateAsync({ id: reservation._id, body: { exempt: false } });
      flash(t('folio.tax.charged'));
    } catch (error) {
      flash(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <tr data-testid="tourist-tax-line">
      <td>
        {t('folio.tax.line', { rate: money(tax.per_guest_night), guests: tax.guests, nights: tax.nights })}
        {tax.exempt_reason ? <span className="badge">{t('folio.tax.exemptBecause', { reason: tax.exempt_reason })}</span> : null}{' '}
        {tax.exempt_reason ? (
          <button type="button" className="link-button" disabled={exempt.isPending} onClick={() => void charge()}>
            {t('folio.tax.chargeAgain')}
          </button>
        ) : (
          <button type="button" className="link-button" onClick={onExempt}>
            {t('folio.tax.exempt')}
          </button>
        )}
      </td>
      <td className="res-amount">{tax.guests * tax.nights}</td>
      <td className="res-amount">{money(tax.amount)}</td>
    </tr>
  );
}
