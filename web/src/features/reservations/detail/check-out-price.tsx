import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { addDays } from '@hostel/shared/domain/dates';
import { useTranslation } from 'react-i18next';
import { useRatesAndAvailability } from '../../../api/get-rates-and-availability';
import { CheckboxField } from '../../../components/checkbox-field';
import { formatPrice } from '../../../lib/format-money';
import { repricedTotal } from '../../../lib/reprice-preview';

// An early or late check-out changes the nights, so the price: the total before and after (repriced as the
// server will), and the choice to keep the price as it is.

interface CheckOutPriceProps {
  reservation: Reservation;
  /** The day the stay will end. */
  checkOut: string;
  keepPrice: boolean;
  onKeepPrice(keep: boolean): void;
}

export function CheckOutPrice({ reservation, checkOut, keepPrice, onKeepPrice }: CheckOutPriceProps) {
  const { t } = useTranslation();
  const rates = useRatesAndAvailability({ from: reservation.check_in, to: addDays(checkOut, -1) });
  const after = repricedTotal(reservation, { checkIn: reservation.check_in, checkOut, guests: reservation.number_of_guest }, rates.data);
  const money = (amount: number) => formatPrice(amount, reservation.currency);
  return (
    <>
      {after === undefined ? null : (
        <p aria-live="polite">
          {t('reservationDetail.lifecycle.newTotal', {
            before: money(reservation.total_price),
            after: money(keepPrice ? reservation.total_price : after),
          })}
        </p>
      )}
      <CheckboxField
        name="keepPrice"
        label={t('reservationDetail.dates.keepPrice')}
        checked={keepPrice}
        onChange={(event) => onKeepPrice(event.target.checked)}
      />
    </>
  );
}
