import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { addDays } from '@hostel/shared/domain/dates';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRatesAndAvailability } from '../../api/get-rates-and-availability';
import { useAssignBeds } from './api/assign-beds';
import { useAssignBedsAtCheckIn } from './api/assign-beds-at-check-in';
import { BarMenu } from './bar-menu';
import { BarTooltipHost, useBarHints } from './bar-tooltip';
import { ChangeRoomTypeDialog } from '../../components/change-room-type-dialog';
import { bedsAfterMove, bedsToMoveTo, nightsTaken, placeStays, type PlacedStay } from './bed-placement';
import { CalendarGrid } from './calendar-grid';
import { CalendarLegend } from './calendar-legend';
import type { NewReservationPreset } from './calendar-page';
import { calendarRows, lanesOfType, type Lane } from './calendar-rows';
import { CalendarToolbar } from './calendar-toolbar';
import { ChangeDatesDialog } from './change-dates-dialog';
import { shiftChosen, shortDate, visibleWindow } from './calendar-window';
import { freeUnits } from './free-units';
import { MoveBedDialog } from './move-bed-dialog';
import { SwapBedsDialog } from './swap-beds-dialog';
import { swapChoices, swapPartner } from './swap-partner';
import { displayedState, isCurrent, isDrawn } from './stay-layout';
import { useBarDrag, type DropTarget, type DropVerdict } from './use-bar-drag';
import { useEdgeDrag } from './use-edge-drag';
import { useStayChanges } from './use-stay-changes';
import { useNightSelection } from './use-night-selection';
import { useWindowReservations } from './use-window-reservations';
import { guestNameShown } from '../../lib/guest-name';

// The calendar once its room types are known: the window, its reservations placed on beds, and
// what can be done there (move a guest, start a booking on free nights).

interface CalendarViewProps {
  roomTypes: RoomType[];
  today: string;
  /** The property's time zone, in which `today` is today. */
  timeZone: string;
  chosen: string;
  wide: boolean;
  onChoose(date: string): void;
  onNewReservation(preset: NewReservationPreset): void;
}

interface Notice {
  tone: 'info' | 'error';
  text: string;
}

export function CalendarView({ roomTypes, today, timeZone, chosen, wide, onChoose, onNewReservation }: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const window = useMemo(() => visibleWindow(chosen, wide), [chosen, wide]);
  const reservations = useWindowReservations(window, wide, true);
  const stays = reservations.data;
  const ready = reservations.isSuccess && !reservations.isPlaceholderData;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows' names are in the screens' language, made anew when it changes
  const rows = useMemo(() => calendarRows(roomTypes), [roomTypes, i18n.language]);
  const lanes = useMemo(() => new Map(rows.flatMap((row) => (row.kind === 'lane' ? [[row.lane.bedId, row.lane] as const] : []))), [rows]);
  const placement = useMemo(() => placeStays(roomTypes, stays ?? []), [roomTypes, stays]);
  const rates = useRatesAndAvailability({ from: window.first, to: window.last });
  const free = useMemo(() => freeUnits(rates.data, window.days), [rates.data, window.days]);
  const gridRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<Notice | undefined>(undefined);
  const [menu, setMenu] = useState<{ stay: PlacedStay; lane: Lane; trigger: HTMLElement } | undefined>(undefined);
  const [moving, setMoving] = useState<{ stay: PlacedStay; lane: Lane } | undefined>(undefined);
  const hints = useBarHints();
  const assign = useAssignBeds();
  const { redate, swapWith, swap } = useStayChanges({
    notify: (tone, text) => setNotice({ tone, text }),
    focusBar: (id, bed) => focusBar(id, bed),
  });
  // "Change room type…" from the menu, or a bar dropped on another type's row (that type and bed chosen).
  const [retyping, setRetyping] = useState<{ stay: PlacedStay; bedId: string; preset?: { roomTypeId: string; bedId: string } }>();
  const [swapping, setSwapping] = useState<{ stay: PlacedStay; partner: PlacedStay; bedId: string } | undefined>(undefined);
  // "Change dates…" from the menu, or the confirmation of an edge dropped on new dates (`initial`).
  const [datesOf, setDatesOf] = useState<{ stay: PlacedStay; bedId: string; initial?: { checkIn: string; checkOut: string } } | undefined>(
    undefined,
  );
  const checkIn = useAssignBedsAtCheckIn();
  const askedCheckIn = useRef<string | undefined>(undefined);

  // A stay current today without beds gets them from the server, once a day per visit (spec §4).
  useEffect(() => {
    if (!ready || !stays || askedCheckIn.current === today) return;
    if (stays.some((stay) => isDrawn(stay) && isCurrent(stay, today) && stay.assigned_beds.length === 0)) {
      askedCheckIn.current = today;
      checkIn.mutate();
    }
  }, [ready, stays, today, checkIn]);

  const selection = useNightSelection((lane, first, last) => {
    const checkInDate = window.days[first]!;
    onNewReservation({
      roomTypeId: lane.roomTypeId,
      roomTypeName: lane.roomTypeName,
      bedId: lane.bedId,
      bedName: lane.fullName,
      checkIn: checkInDate,
      checkOut: addDays(window.days[last]!, 1),
    });
  });

  function judge(stay: PlacedStay, fromBed: string, toBed: string): DropVerdict {
    const target = lanes.get(toBed);
    if (!target || toBed === fromBed || stay.beds.includes(toBed)) return 'same';
    if (target.roomTypeId !== stay.reservation.room_type_id) return 'other-type';
    if (nightsTaken(toBed, stay, placement.placed).length === 0) return 'ok';
    return swapPartner(stay, toBed, placement.placed, today) ? 'swap' : 'taken';
  }

  // Focus follows a moved bar (or returns to it from the dialog) once it is drawn where it now is.
  const focusNext = useRef<{ stayId: string; bedId: string } | undefined>(undefined);
  function focusBar(stayId: string, bedId: string) {
    focusNext.current = { stayId, bedId };
    setFocusTick((tick) => tick + 1);
  }
  const [focusTick, setFocusTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the bars move (placement) or a focus is asked for (focusTick)
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    const link = gridRef.current?.querySelector<HTMLElement>(
      `[data-stay-id="${wanted.stayId}"][data-bed="${wanted.bedId}"] .stay-bar-link`,
    );
    if (link) {
      focusNext.current = undefined;
      link.focus();
    }
  }, [placement, focusTick]);

  function move(stay: PlacedStay, fromBed: string, toBed: string) {
    const name = guestNameShown(stay.reservation.guest_info.full_name);
    const target = lanes.get(toBed);
    if (!target) return;
    if (target.roomTypeId !== stay.reservation.room_type_id) {
      setRetyping({ stay, bedId: fromBed, preset: { roomTypeId: target.roomTypeId, bedId: toBed } });
      return;
    }
    const taken = nightsTaken(toBed, stay, placement.placed);
    if (taken.length > 0) {
      setNotice({
        tone: 'error',
        text: t('calendar.bedTaken', { bed: target.fullName, nights: taken.map(shortDate).join(', '), name }),
      });
      return;
    }
    const beds = bedsAfterMove(stay.beds, fromBed, toBed);
    if (beds.every((bed, index) => bed === stay.beds[index]) && !stay.provisional) return;
    setNotice({ tone: 'info', text: t('calendar.moving', { name, bed: target.fullName }) });
    assign.mutate(
      { id: stay.reservation._id, beds },
      {
        onSuccess: () => setNotice({ tone: 'info', text: t('calendar.moved', { name, bed: target.fullName }) }),
        onError: (error) => setNotice({ tone: 'error', text: t('calendar.moveFailed', { name, why: error.message }) }),
      },
    );
    focusBar(stay.reservation._id, toBed);
  }

  const drag = useBarDrag({
    grid: gridRef,
    judge,
    onDrop: (stay, fromBed, target: DropTarget) => {
      const partner = target.verdict === 'swap' ? swapPartner(stay, target.bedId, placement.placed, today) : undefined;
      if (partner) setSwapping({ stay, partner, bedId: fromBed });
      else move(stay, fromBed, target.bedId);
    },
  });

  const edges = useEdgeDrag({
    calendarWindow: window,
    onDrop: (stay, preview) =>
      setDatesOf({ stay, bedId: stay.beds[0] ?? '', initial: { checkIn: preview.checkIn, checkOut: preview.checkOut } }),
  });
  // While an edge moves, the bar shows the dates it would get.
  const shown = useMemo(() => {
    const preview = edges.preview;
    if (!preview) return placement.placed;
    return placement.placed.map((stay) =>
      stay.reservation._id === preview.stayId
        ? { ...stay, reservation: { ...stay.reservation, check_in: preview.checkIn, check_out: preview.checkOut } }
        : stay,
    );
  }, [placement.placed, edges.preview]);

  const pending = selection.selection && !selection.selection.dragging ? selection.selection : undefined;
  const pendingLane = pending ? lanes.get(pending.bedId) : undefined;
  // Two live regions that stay in place (their text changes): what is going on, and what went wrong.
  const loadError = reservations.isError && !stays ? t('calendar.reservationsFailed', { message: reservations.error.message }) : undefined;
  const errorText = loadError ?? (notice?.tone === 'error' ? notice.text : '');
  const statusText =
    pending && pendingLane
      ? t('calendar.firstNight', { date: shortDate(window.days[pending.anchor]!), bed: pendingLane.fullName })
      : !ready && !reservations.isError
        ? t('calendar.loadingReservations')
        : notice?.tone === 'info'
          ? notice.text
          : '';
  const moveType = moving ? roomTypes.find((type) => type._id === moving.stay.reservation.room_type_id) : undefined;

  return (
    <>
      <CalendarToolbar window={window} today={today} wide={wide} onChoose={onChoose} />
      {wide ? (
        <CalendarLegend
          showUnassigned={placement.placed.some((stay) => stay.provisional)}
          showHeld={placement.placed.some((stay) => Boolean(stay.reservation.held_until))}
        />
      ) : null}
      <div className="calendar-notices">
        <p className="calendar-notice" role="status">
          {statusText}
        </p>
        <p className="calendar-notice is-error" role="alert">
          {errorText}
        </p>
        {reservations.isError && !stays ? (
          <p className="calendar-notice is-error">
            <button type="button" className="link-button" onClick={() => void reservations.refetch()}>
              {t('calendar.retryReservations')}
            </button>
          </p>
        ) : null}
      </div>
      <CalendarGrid
        gridRef={gridRef}
        window={window}
        today={today}
        timeZone={timeZone}
        rows={rows}
        placed={shown}
        ready={ready}
        selection={selection.selection}
        dragOver={drag.over}
        movingStayId={assign.isPending ? assign.variables?.id : swap.isPending ? swap.variables?.first._id : undefined}
        onNight={(lane, laneIndex, col, items) => selection.night(lane, laneIndex, col, items)}
        onNightDragSelect={selection.drag}
        onBarPointerDown={drag.start}
        onEdgePointerDown={edges.start}
        onBarMenu={(stay, lane, trigger) => setMenu({ stay, lane, trigger })}
        onPage={(direction) => onChoose(shiftChosen(chosen, direction, wide))}
        onHint={hints.set}
        free={free}
      />
      <BarTooltipHost hints={hints} hidden={Boolean(drag.over || menu || edges.preview)} />
      {placement.unplaced.length > 0 ? (
        <p className="calendar-notice calendar-unplaced">
          {t('calendar.waitingForBed')}{' '}
          {placement.unplaced
            .map(
              (stay) =>
                `${guestNameShown(stay.guest_info.full_name)} (${stay.room_type_info.description}, ${shortDate(stay.check_in)}–${shortDate(stay.check_out)})`,
            )
            .join('; ')}
        </p>
      ) : null}
      {menu ? (
        <BarMenu
          stay={menu.stay}
          lane={menu.lane}
          trigger={menu.trigger}
          movable={displayedState(menu.stay.reservation, today) !== 'checked-out'}
          today={today}
          onClose={() => setMenu(undefined)}
          onMove={() => {
            setMenu(undefined);
            setMoving({ stay: menu.stay, lane: menu.lane });
          }}
          onChangeDates={() => {
            setMenu(undefined);
            setDatesOf({ stay: menu.stay, bedId: menu.lane.bedId });
          }}
          onChangeRoomType={() => {
            setMenu(undefined);
            setRetyping({ stay: menu.stay, bedId: menu.lane.bedId });
          }}
        />
      ) : null}
      {datesOf ? (
        <ChangeDatesDialog
          stay={datesOf.stay}
          initial={datesOf.initial}
          onClose={() => {
            setDatesOf(undefined);
            focusBar(datesOf.stay.reservation._id, datesOf.bedId);
          }}
          onSave={(checkIn, checkOut, keepPrice) => {
            setDatesOf(undefined);
            redate(datesOf.stay, datesOf.bedId, checkIn, checkOut, keepPrice);
          }}
        />
      ) : null}
      {moving && moveType ? (
        <MoveBedDialog
          stay={moving.stay}
          from={moving.lane}
          choices={bedsToMoveTo(moveType, moving.stay, placement.placed).flatMap((bed) => lanes.get(bed) ?? [])}
          onClose={() => {
            setMoving(undefined);
            focusBar(moving.stay.reservation._id, moving.lane.bedId);
          }}
          onMove={(to) => {
            setMoving(undefined);
            move(moving.stay, moving.lane.bedId, to.bedId);
          }}
          swaps={swapChoices(
            moving.stay,
            lanesOfType(moveType).map((lane) => lane.bedId),
            placement.placed,
            today,
          ).flatMap(({ bed, partner }) => {
            const lane = lanes.get(bed);
            return lane ? [{ bed: lane, partner }] : [];
          })}
          onSwap={(partner) => {
            setMoving(undefined);
            swapWith(moving.stay, partner, moving.lane.bedId);
          }}
        />
      ) : null}
      {retyping ? (
        <ChangeRoomTypeDialog
          open
          reservation={retyping.stay.reservation}
          preset={retyping.preset}
          onClose={() => {
            setRetyping(undefined);
            focusBar(retyping.stay.reservation._id, retyping.bedId);
          }}
          onSaved={(text) => {
            setRetyping(undefined);
            setNotice({ tone: 'info', text });
          }}
        />
      ) : null}
      {swapping ? (
        <SwapBedsDialog
          stay={swapping.stay}
          partner={swapping.partner}
          bedName={(bed) => lanes.get(bed)?.fullName ?? bed}
          onClose={() => {
            setSwapping(undefined);
            focusBar(swapping.stay.reservation._id, swapping.bedId);
          }}
          onSwap={() => {
            setSwapping(undefined);
            swapWith(swapping.stay, swapping.partner, swapping.bedId);
          }}
        />
      ) : null}
    </>
  );
}
