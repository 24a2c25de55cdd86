import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import type { PlacedStay } from './bed-placement';
import type { Lane } from './calendar-rows';
import { shortDate } from './calendar-window';
import { guestNameShown } from '../../lib/guest-name';

// "Move to bed…": the keyboard's (and anyone's) way to move a guest: the beds of the same room type
// free for the whole stay, as far as the calendar knows; the server checks again when saving.

interface MoveBedDialogProps {
  stay: PlacedStay;
  from: Lane;
  /** Beds free for the whole stay, in the calendar's order. */
  choices: readonly Lane[];
  onMove(to: Lane): void;
  onClose(): void;
  /** Taken beds whose guest could swap with this one, and what choosing one does. */
  swaps?: readonly { bed: Lane; partner: PlacedStay }[];
  onSwap?(partner: PlacedStay): void;
}

export function MoveBedDialog({ stay, from, choices, onMove, onClose, swaps = [], onSwap }: MoveBedDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | undefined>(choices[0]?.bedId ?? swaps[0]?.bed.bedId);
  const swap = swaps.find((choice) => choice.bed.bedId === chosen);
  const name = guestNameShown(stay.reservation.guest_info.full_name);
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const to = choices.find((lane) => lane.bedId === chosen);
    if (to) onMove(to);
    else if (swap) onSwap?.(swap.partner);
  }

  return (
    <Dialog open onClose={onClose} title={t('calendar.moveTitle', { name })} className="move-bed-dialog">
      <form onSubmit={submit}>
        <p id={hintId}>
          {t('calendar.nowOn', {
            bed: from.fullName,
            from: shortDate(stay.reservation.check_in),
            to: shortDate(stay.reservation.check_out),
          })}
        </p>
        {choices.length === 0 ? (
          <p className="empty-state" role="status">
            {t('calendar.noOtherBed', { type: from.roomTypeName })}
          </p>
        ) : (
          <fieldset className="move-bed-choices" aria-describedby={hintId}>
            <legend>{t('calendar.freeBedsOf', { type: from.roomTypeName })}</legend>
            {choices.map((lane) => (
              <label key={lane.bedId} className="move-bed-choice">
                <input
                  type="radio"
                  name="bed"
                  value={lane.bedId}
                  checked={chosen === lane.bedId}
                  onChange={() => setChosen(lane.bedId)}
                  // The dialog opens on the chosen bed (showModal focuses the element marked autofocus), so Enter moves there.
                  ref={(input) => {
                    if (input && lane.bedId === choices[0]?.bedId) input.setAttribute('autofocus', '');
                  }}
                />
                {lane.fullName}
              </label>
            ))}
          </fieldset>
        )}
        {swaps.length > 0 ? (
          <fieldset className="move-bed-choices">
            <legend>{t('calendar.swapChoices', { type: from.roomTypeName })}</legend>
            {swaps.map(({ bed, partner }) => (
              <label key={bed.bedId} className="move-bed-choice">
                <input
                  type="radio"
                  name="bed"
                  value={bed.bedId}
                  checked={chosen === bed.bedId}
                  onChange={() => setChosen(bed.bedId)}
                  ref={(input) => {
                    if (input && choices.length === 0 && bed.bedId === swaps[0]?.bed.bedId) input.setAttribute('autofocus', '');
                  }}
                />
                {t('calendar.swapChoice', { name: guestNameShown(partner.reservation.guest_info.full_name), bed: bed.fullName })}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('components.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={!chosen || (choices.length === 0 && swaps.length === 0)}>
            {swap ? t('calendar.swapOffer', { name: guestNameShown(swap.partner.reservation.guest_info.full_name) }) : t('calendar.move')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
