import { useTranslation } from 'react-i18next';
import { useSwapBeds } from './api/swap-beds';
import { StayChangedMeanwhile, useUpdateReservationDates } from './api/update-reservation-dates';
import type { PlacedStay } from './bed-placement';
import { shortDate } from './calendar-window';
import { guestNameShown } from '../../lib/guest-name';

// The calendar's changes beyond a bed move: new dates (an edge dragged, "Change dates…") and a swap of
// two guests' beds. Each says what it is doing, then what came of it, and sends focus to the bar.

interface Options {
  notify(tone: 'info' | 'error', text: string): void;
  focusBar(stayId: string, bedId: string): void;
}

export function useStayChanges({ notify, focusBar }: Options) {
  const { t } = useTranslation();
  const changeDates = useUpdateReservationDates();
  const swap = useSwapBeds();

  function redate(stay: PlacedStay, bedId: string, checkIn: string, checkOut: string, keepPrice = false) {
    const name = guestNameShown(stay.reservation.guest_info.full_name);
    const [from, to] = [shortDate(checkIn), shortDate(checkOut)];
    notify('info', t('calendar.changingDates', { name, from, to }));
    changeDates.mutate(
      { reservation: stay.reservation, checkIn, checkOut, keepPrice },
      {
        onSuccess: () => notify('info', t('calendar.datesChanged', { name, from, to })),
        onError: (error) =>
          notify(
            'error',
            error instanceof StayChangedMeanwhile
              ? t('calendar.stayChangedMeanwhile', { name })
              : t('calendar.datesRefused', { name, why: error.message }),
          ),
      },
    );
    focusBar(stay.reservation._id, bedId);
  }

  function swapWith(stay: PlacedStay, partner: PlacedStay, bedId: string) {
    const [name, other] = [guestNameShown(stay.reservation.guest_info.full_name), guestNameShown(partner.reservation.guest_info.full_name)];
    notify('info', t('calendar.swapping', { name, other }));
    swap.mutate(
      { first: stay.reservation, second: partner.reservation, firstBeds: stay.beds, secondBeds: partner.beds },
      {
        onSuccess: () => notify('info', t('calendar.swapped', { name, other })),
        onError: (error) => notify('error', t('calendar.swapRefused', { why: error.message })),
      },
    );
    // The moved guest's bar, now on the partner's bed in the place of the one it was dragged from.
    focusBar(stay.reservation._id, partner.beds[stay.beds.indexOf(bedId)] ?? partner.beds[0] ?? bedId);
  }

  return { redate, swapWith, swap };
}
