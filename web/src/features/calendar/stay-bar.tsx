// biome-ignore-all lint/a11y/useFocusableInteractive: a cell of the calendar's ARIA grid, focused by its arrow keys (roving tabindex)
import type { CSSProperties, MouseEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedStay } from './bed-placement';
import type { Lane } from './calendar-rows';
import type { LaneItem } from './lane-items';
import { StateIcon } from './state-icon';
import { initials, stayFacts, type StayFacts } from './stay-facts';
import { displayedState } from './stay-layout';
import type { Edge } from './use-edge-drag';

// A stay's bar on one bed: the guest's name linking to the reservation, and a menu button ("Move to
// bed…"). Its state shows three ways: colour, an icon and border style, and words for screen readers.
// The whole bar is the drag handle; a stay that is over (checked-out) stays where it is.

interface StayBarProps {
  item: Extract<LaneItem, { kind: 'stay' }>;
  lane: Lane;
  laneIndex: number;
  today: string;
  /** The property's time zone, for the hold's end. */
  timeZone: string;
  style: CSSProperties;
  focusPart: 'cell' | 'link' | 'menu' | undefined;
  moving: boolean;
  onPointerDown(event: PointerEvent<HTMLElement>, stay: PlacedStay, bedId: string): void;
  onMenu(stay: PlacedStay, lane: Lane, button: HTMLElement): void;
  /** Opens a reservation inside the app (a plain link per bar keeps hundreds of bars cheap to draw). */
  onOpen(event: MouseEvent<HTMLAnchorElement>): void;
  /** The pointer rests on the bar or its link has focus (facts and the link), or it left (undefined). */
  onHint(facts: StayFacts | undefined, link: HTMLElement | undefined): void;
  /** A pointer down on the bar's left or right edge: the stay's dates are being changed. */
  onEdgeDown(event: PointerEvent<HTMLElement>, stay: PlacedStay, edge: Edge): void;
}

export function StayBar({
  item,
  lane,
  laneIndex,
  today,
  timeZone,
  style,
  focusPart,
  moving,
  onPointerDown,
  onMenu,
  onOpen,
  onHint,
  onEdgeDown,
}: StayBarProps) {
  const { t } = useTranslation();
  const { stay, clip } = item;
  const reservation = stay.reservation;
  const state = displayedState(reservation, today);
  const movable = state !== 'checked-out';
  const bed =
    stay.beds.length > 1
      ? t('calendar.bedOfGroup', { bed: lane.fullName, index: stay.beds.indexOf(lane.bedId) + 1, total: stay.beds.length })
      : lane.fullName;
  const facts = stayFacts(reservation, state, bed, stay.provisional, timeZone);
  const name = facts.name;
  const details = [
    facts.state,
    facts.held,
    stay.provisional ? t('calendar.notAssignedLower') : undefined,
    facts.dates,
    facts.guests,
    facts.bed,
    facts.balance,
  ]
    .filter(Boolean)
    .join(', ');
  const link = (element: HTMLElement): HTMLElement | undefined => {
    const bar = element.closest('.stay-bar');
    return bar?.querySelector<HTMLElement>('.stay-bar-link') ?? undefined;
  };
  const classes = [
    'stay-bar',
    `state-${state}`,
    stay.provisional ? 'is-unassigned' : '',
    facts.held ? 'is-held' : '',
    clip.clippedStart ? 'clip-start' : '',
    clip.clippedEnd ? 'clip-end' : '',
    movable ? 'is-movable' : '',
    moving ? 'is-saving' : '',
    item.span === 1 ? 'is-short' : '',
  ].join(' ');
  return (
    <div role="gridcell" aria-colspan={item.span} className="calendar-stay" style={style}>
      <div
        className={classes}
        data-stay-id={reservation._id}
        data-bed={lane.bedId}
        onPointerDown={movable ? (event) => onPointerDown(event, stay, lane.bedId) : undefined}
        onPointerEnter={(event) => onHint(facts, link(event.currentTarget))}
        onPointerLeave={() => onHint(undefined, undefined)}
      >
        <a
          href={`/app/reservations/${reservation._id}`}
          onClick={onOpen}
          className="stay-bar-link"
          draggable={false}
          tabIndex={focusPart === 'link' ? 0 : -1}
          data-lane={laneIndex}
          data-col={item.col}
          data-part="link"
          onFocus={(event) => onHint(facts, event.currentTarget)}
          onBlur={() => onHint(undefined, undefined)}
        >
          <StateIcon state={state} />
          {/* An hourglass marks a held stay by its shape; the words are in the bar's hidden text and its tooltip. */}
          {facts.held ? <span className="stay-bar-held" aria-hidden="true" /> : null}
          <span className="stay-bar-name">{name}</span>
          <span className="stay-bar-initials" aria-hidden="true">
            {initials(name)}
          </span>
          <span className="visually-hidden">, {details}</span>
        </a>
        {/* Its edges change the dates: arrival while it is still to come, departure while the stay is not over. */}
        {movable && !clip.clippedStart && reservation.check_in >= today ? (
          <span
            className="stay-bar-edge is-start"
            data-edge="start"
            aria-hidden="true"
            onPointerDown={(event) => onEdgeDown(event, stay, 'start')}
          />
        ) : null}
        {movable && !clip.clippedEnd ? (
          <span
            className="stay-bar-edge is-end"
            data-edge="end"
            aria-hidden="true"
            onPointerDown={(event) => onEdgeDown(event, stay, 'end')}
          />
        ) : null}
        <button
          type="button"
          className="stay-bar-menu"
          aria-label={t('calendar.actionsFor', { name })}
          aria-haspopup="menu"
          tabIndex={focusPart === 'menu' ? 0 : -1}
          data-lane={laneIndex}
          data-col={item.col}
          data-part="menu"
          onClick={(event) => onMenu(stay, lane, event.currentTarget)}
        />
      </div>
    </div>
  );
}
