import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAddCharge, useChargeKeys } from '../../api/add-charge';
import { useExtras } from '../../api/list-extras';
import { mayCheckIn, mayCheckOut, STAY_ACTION_TEXT, useStayAction } from '../../api/stay-actions';
import { useDismiss } from '../../components/use-dismiss';
import type { PlacedStay } from './bed-placement';
import type { Lane } from './calendar-rows';
import { type PanelPosition, type PanelSize, useAnchoredPosition } from './use-anchored-position';
import { shortDate } from './calendar-window';
import { guestNameShown } from '../../lib/guest-name';

// A bar's menu: open the reservation, move this guest to another bed of the same type, or add an extra to the folio. A menu
// button's menu (arrow keys between items, Escape or a click elsewhere closes it and focus goes back).

interface BarMenuProps {
  stay: PlacedStay;
  lane: Lane;
  trigger: HTMLElement;
  movable: boolean;
  /** The property's today: whether the guest may check in or out from here. */
  today: string;
  onMove(): void;
  onClose(): void;
  /** "Change dates…": the keyboard's way to do what dragging an edge does. */
  onChangeDates?(): void;
  /** "Change room type…": the same dialog as the reservation page's. */
  onChangeRoomType?(): void;
}

const MENU_SIZE = { width: 220, height: 120 };

/** Under the trigger, its right edges aligned; above it where the window's bottom would cut it. */
function placeMenu(anchor: DOMRect, size: PanelSize, viewportWidth: number): PanelPosition {
  const left = Math.max(8, Math.min(anchor.right - size.width, viewportWidth - size.width - 8));
  const below = anchor.bottom + 4;
  const top = below + size.height > window.innerHeight - 8 ? Math.max(8, anchor.top - size.height - 4) : below;
  return { top, left };
}

export function BarMenu({ stay, lane, trigger, movable, today, onMove, onClose, onChangeDates, onChangeRoomType }: BarMenuProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLElement | null>(trigger);
  triggerRef.current = trigger;
  useDismiss({ open: true, close: onClose, panel, trigger: triggerRef });
  const reservation = stay.reservation;
  const stayAction = useStayAction();
  const action = mayCheckIn(reservation, today) ? 'checkIn' : mayCheckOut(reservation) ? 'checkOut' : undefined;
  // The folio's extras for sale: one click each on a live stay (the menu's open was the first).
  const live = reservation.reservation_status === 'confirmed' || reservation.reservation_status === 'provisional';
  const extras = (useExtras().data ?? []).filter((extra) => extra.active && live);
  const addCharge = useAddCharge();
  const chargeKeys = useChargeKeys();

  const position = useAnchoredPosition(trigger, panel, MENU_SIZE, placeMenu) ?? { top: 0, left: 0 };

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    trigger.setAttribute('aria-expanded', 'true');
    return () => trigger.setAttribute('aria-expanded', 'false');
  }, [trigger]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(panel.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const go = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else if (event.key === 'Tab') onClose();
  }

  return (
    <div
      ref={panel}
      className="bar-menu"
      role="menu"
      aria-label={`${guestNameShown(reservation.guest_info.full_name)}, ${lane.fullName}`}
      style={position}
      onKeyDown={onKeyDown}
    >
      <p className="bar-menu-summary" aria-hidden="true">
        <strong>{guestNameShown(reservation.guest_info.full_name)}</strong>
        <span>
          {shortDate(reservation.check_in)} – {shortDate(reservation.check_out)} ·{' '}
          {t('calendar.people', { count: reservation.number_of_guest })}
        </span>
      </p>
      <Link role="menuitem" tabIndex={-1} to={`/app/reservations/${reservation._id}`} onClick={onClose}>
        {t('calendar.openReservation')}
      </Link>
      {movable ? (
        <button role="menuitem" tabIndex={-1} type="button" onClick={onMove}>
          {t('calendar.moveToBed')}
        </button>
      ) : null}
      {action ? (
        <button
          role="menuitem"
          tabIndex={-1}
          type="button"
          disabled={stayAction.isPending}
          onClick={() => stayAction.mutate({ action, id: reservation._id }, { onSuccess: onClose })}
        >
          {STAY_ACTION_TEXT[action]}
        </button>
      ) : null}
      {extras.map((extra) => (
        <button
          key={extra._id}
          role="menuitem"
          tabIndex={-1}
          type="button"
          disabled={addCharge.isPending}
          onClick={() =>
            addCharge.mutate(
              { id: reservation._id, body: { kind: 'extra', extra_id: extra._id }, idempotencyKey: chargeKeys.keyFor(extra._id) },
              {
                onSuccess: () => {
                  chargeKeys.done(extra._id);
                  onClose();
                },
              },
            )
          }
        >
          {t('folio.addNamed', { name: extra.name })}
        </button>
      ))}
      {addCharge.isError ? (
        <p className="bar-menu-error" role="alert">
          {addCharge.error.message}
        </p>
      ) : null}
      {stayAction.isError ? (
        <p className="bar-menu-error" role="alert">
          {stayAction.error.message}
        </p>
      ) : null}
      {movable && onChangeDates ? (
        <button role="menuitem" tabIndex={-1} type="button" onClick={onChangeDates}>
          {t('calendar.changeDates')}
        </button>
      ) : null}
      {movable && onChangeRoomType ? (
        <button role="menuitem" tabIndex={-1} type="button" onClick={onChangeRoomType}>
          {t('calendar.changeRoomType')}
        </button>
      ) : null}
    </div>
  );
}
