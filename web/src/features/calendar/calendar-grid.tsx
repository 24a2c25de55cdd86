// biome-ignore-all lint/a11y/useFocusableInteractive: an ARIA grid with one tab stop; arrow keys move the focus (roving tabindex)
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the grid's onKeyDown handles Enter on a night; a click is the pointer's way
import {
  Fragment,
  useMemo,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PlacedStay } from './bed-placement';
import type { CalendarRow, Lane } from './calendar-rows';
import { dayHeading, longDate, type CalendarWindow } from './calendar-window';
import type { FreeNight } from './free-units';
import { itemAt, laneItems, type LaneItem } from './lane-items';
import { StayBar } from './stay-bar';
import type { StayFacts } from './stay-facts';
import type { DragOver } from './use-bar-drag';
import type { Edge } from './use-edge-drag';
import type { NightSelection } from './use-night-selection';
import { kindLabel } from '../../lib/unit-names';

// The grid (spec §2 "Calendar"): a header row of nights, then per room type its rooms and beds, one
// row (lane) per bed. It is an ARIA grid with one tab stop: arrow keys move between nights and bars
// (a bar's link, then its menu button), Home/End to the ends of a row, Page Up/Down to the previous or
// next window; Enter or Space on a free night selects it. Each row is a CSS grid of the same columns, so a bar is simply a cell spanning its nights.

export interface GridPosition {
  lane: number;
  col: number;
  part: 'cell' | 'link' | 'menu';
}

interface CalendarGridProps {
  window: CalendarWindow;
  today: string;
  /** The property's time zone (the bars' times). */
  timeZone: string;
  rows: readonly CalendarRow[];
  placed: readonly PlacedStay[];
  /** The window's own answer is on screen (not the cached part shown while it loads). */
  ready: boolean;
  selection: NightSelection | undefined;
  dragOver: DragOver | undefined;
  onNight(lane: Lane, laneIndex: number, col: number, items: readonly LaneItem[], how: 'click' | 'key'): void;
  onNightDragSelect: {
    down(lane: Lane, laneIndex: number, col: number, items: readonly LaneItem[], pointerType: string): void;
    enter(laneIndex: number, col: number): void;
  };
  onBarPointerDown(event: PointerEvent<HTMLElement>, stay: PlacedStay, bedId: string): void;
  onEdgePointerDown(event: PointerEvent<HTMLElement>, stay: PlacedStay, edge: Edge): void;
  onBarMenu(stay: PlacedStay, lane: Lane, button: HTMLElement): void;
  /** Page Up / Page Down: the previous or next window, as the arrows above the grid. */
  onPage(direction: -1 | 1): void;
  gridRef: RefObject<HTMLDivElement | null>;
  movingStayId: string | undefined;
  onHint(facts: StayFacts | undefined, link: HTMLElement | undefined): void;
  /** Units for sale per room type and night (the rates read); undefined while it loads. */
  free: ReadonlyMap<string, readonly (FreeNight | undefined)[]> | undefined;
}

export function CalendarGrid(props: CalendarGridProps) {
  const { t } = useTranslation();
  const { window, today, rows, placed, ready, selection, dragOver, gridRef } = props;
  const lanes = useMemo(() => rows.flatMap((row) => (row.kind === 'lane' ? [row.lane] : [])), [rows]);
  const items = useMemo(() => lanes.map((lane) => laneItems(lane.bedId, window, placed)), [lanes, window, placed]);
  const todayCol = window.days.indexOf(today);
  const [active, setActive] = useState<GridPosition>({ lane: 0, col: Math.max(todayCol, 0), part: 'cell' });
  const current = resolve(items, active) ?? resolve(items, { lane: 0, col: Math.max(todayCol, 0), part: 'cell' });
  const columns = { '--days': window.days.length } as CSSProperties;
  const navigate = useNavigate();
  // A plain click on a bar's link opens the reservation in the app; a modified one (new tab) is the browser's.
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href')!);
  };
  let laneIndex = -1;

  function focusAt(position: GridPosition) {
    const target = resolve(items, position);
    if (!target) return;
    setActive(target);
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-lane="${target.lane}"][data-col="${target.col}"][data-part="${target.part}"]`)
      ?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const from = positionOf(event.target as HTMLElement);
    if (!from) return;
    const row = items[from.lane]!;
    const item = itemAt(row, from.col)!;
    const isBar = item.kind === 'stay';
    const next = ((): GridPosition | undefined => {
      switch (event.key) {
        case 'ArrowRight':
          if (from.part === 'link') return { ...from, part: 'menu' };
          return enter(row, item.col + item.span, 'start');
        case 'ArrowLeft':
          if (from.part === 'menu') return { ...from, part: 'link' };
          return enter(row, item.col - 1, 'end');
        case 'ArrowDown':
        case 'ArrowUp': {
          const lane = from.lane + (event.key === 'ArrowDown' ? 1 : -1);
          if (lane < 0 || lane >= items.length) return undefined;
          const below = itemAt(items[lane]!, from.col);
          return below && { lane, col: below.col, part: below.kind === 'stay' ? 'link' : 'cell' };
        }
        case 'Home':
          return event.ctrlKey ? { lane: 0, col: 0, part: 'cell' } : enter(row, 0, 'start');
        case 'End':
          return event.ctrlKey
            ? { lane: items.length - 1, col: window.days.length - 1, part: 'cell' }
            : enter(row, window.days.length - 1, 'end');
        default:
          return undefined;
      }
      function enter(laneItems: readonly LaneItem[], col: number, side: 'start' | 'end'): GridPosition | undefined {
        const target = itemAt(laneItems, col);
        if (!target) return undefined;
        if (target.kind === 'free') return { lane: from!.lane, col: target.col, part: 'cell' };
        return { lane: from!.lane, col: target.col, part: side === 'start' ? 'link' : 'menu' };
      }
    })();
    if (next) {
      event.preventDefault();
      focusAt(next);
      return;
    }
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      props.onPage(event.key === 'PageUp' ? -1 : 1);
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && !isBar && from.part === 'cell') {
      event.preventDefault();
      props.onNight(lanes[from.lane]!, from.lane, from.col, row, 'key');
    }
  }

  return (
    <div
      ref={gridRef}
      className="calendar-grid"
      role="grid"
      aria-label={t('calendar.grid')}
      aria-busy={!ready}
      aria-colcount={window.days.length + 1}
      data-state={ready ? 'ready' : 'loading'}
      data-window={`${window.first}..${window.last}`}
      style={columns}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const position = positionOf(event.target as HTMLElement);
        if (position) setActive(position);
      }}
    >
      <div role="row" className="calendar-row calendar-days">
        <div role="columnheader" className="calendar-corner">
          {t('calendar.beds')}
        </div>
        {window.days.map((day) => {
          const { weekday, day: number } = dayHeading(day);
          return (
            <div
              role="columnheader"
              key={day}
              className={day === today ? 'calendar-day is-today' : 'calendar-day'}
              aria-current={day === today ? 'date' : undefined}
            >
              <span className="visually-hidden">{longDate(day)}</span>
              <span aria-hidden="true" className="calendar-weekday">
                {weekday}
              </span>
              <span aria-hidden="true" className="calendar-date">
                {number}
              </span>
            </div>
          );
        })}
      </div>
      {rows.map((row) => {
        if (row.kind === 'type') {
          return (
            <Fragment key={row.key}>
              <div role="row" className="calendar-row calendar-type-row">
                <div role="rowheader" aria-colspan={window.days.length + 1} className="calendar-type">
                  {row.roomType.description} <span className="calendar-kind">{kindLabel(row.roomType.type)}</span>
                </div>
              </div>
              <FreeRow kind={row.roomType.type} typeId={row.roomType._id} days={window.days} nights={props.free?.get(row.roomType._id)} />
            </Fragment>
          );
        }
        if (row.kind === 'room') {
          return (
            <div role="row" key={row.key} className="calendar-row calendar-room-row">
              <div role="rowheader" aria-colspan={window.days.length + 1} className="calendar-room">
                {row.label} <span className="calendar-kind">{kindLabel(row.roomType.type)}</span>
              </div>
            </div>
          );
        }
        laneIndex += 1;
        const index = laneIndex;
        const lane = row.lane;
        const drop = dragOver?.target?.bedId === lane.bedId ? dragOver.target.verdict : undefined;
        return (
          <div
            role="row"
            key={row.key}
            className={['calendar-row calendar-lane', drop ? `drop-${drop}` : ''].join(' ')}
            data-lane-bed={lane.bedId}
            data-room-type={lane.roomTypeId}
          >
            <div role="rowheader" className="calendar-lane-label" title={lane.fullName}>
              <span aria-hidden="true">{lane.label}</span>
              {drop && drop !== 'same' ? (
                <span aria-hidden="true" className="calendar-drop-verdict">
                  {t(DROP_WORDS[drop])}
                </span>
              ) : null}
              {lane.kind === 'private' ? (
                <span aria-hidden="true" className="calendar-kind">
                  {kindLabel('private')}
                </span>
              ) : null}
              <span className="visually-hidden">{lane.fullName}</span>
            </div>
            {items[index]!.map((item) => {
              const style = { gridColumn: `${item.col + 2} / span ${item.span}` } as CSSProperties;
              const focusPart = current?.lane === index && current.col === item.col ? current.part : undefined;
              if (item.kind === 'stay') {
                return (
                  <StayBar
                    key={item.stay.reservation._id}
                    item={item}
                    lane={lane}
                    laneIndex={index}
                    today={today}
                    timeZone={props.timeZone}
                    style={style}
                    focusPart={focusPart}
                    moving={props.movingStayId === item.stay.reservation._id}
                    onPointerDown={props.onBarPointerDown}
                    onMenu={props.onBarMenu}
                    onOpen={open}
                    onHint={props.onHint}
                    onEdgeDown={props.onEdgePointerDown}
                  />
                );
              }
              const selected = selection?.lane === index && between(item.col, selection.anchor, selection.end);
              const isToday = item.date === today;
              return (
                <div
                  // Keyed by column, so moving the window updates the cells instead of making new ones.
                  key={`night-${item.col}`}
                  role="gridcell"
                  className={['calendar-night', isToday ? 'is-today' : '', selected ? 'is-selected' : ''].join(' ')}
                  style={style}
                  tabIndex={focusPart === 'cell' ? 0 : -1}
                  aria-selected={selected}
                  aria-label={t('calendar.freeNight', { date: longDate(item.date) })}
                  data-lane={index}
                  data-col={item.col}
                  data-part="cell"
                  onClick={() => props.onNight(lane, index, item.col, items[index]!, 'click')}
                  onPointerDown={(event) => props.onNightDragSelect.down(lane, index, item.col, items[index]!, event.pointerType)}
                  onPointerEnter={() => props.onNightDragSelect.enter(index, item.col)}
                />
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

/** "Beds free" (a dorm) or "Rooms free" (a private type) under the type's heading, one number per night. */
function FreeRow(props: {
  kind: 'dorm' | 'private';
  typeId: string;
  days: readonly string[];
  nights: readonly (FreeNight | undefined)[] | undefined;
}) {
  const { kind, days, nights } = props;
  const { t } = useTranslation();
  return (
    <div role="row" className="calendar-row calendar-free-row" data-free-type={props.typeId}>
      <div role="rowheader" className="calendar-free-label">
        {t(`calendar.freeRow.${kind}`)}
      </div>
      {days.map((day, col) => {
        const night = nights?.[col];
        return (
          <div
            role="gridcell"
            // Keyed by date: a row of plain text, cheap to make anew for another window.
            key={day}
            className={['calendar-free', night?.closed ? 'is-closed' : '', night?.free === 0 ? 'is-full' : ''].join(' ')}
            data-date={day}
            data-free={night?.free}
          >
            {night ? (
              <>
                <span aria-hidden="true">{night.closed ? t('calendar.closedMark') : night.free}</span>
                <span className="visually-hidden">
                  {night.closed
                    ? t('calendar.closedCell', { date: longDate(day) })
                    : t(kind === 'dorm' ? 'calendar.bedsFree' : 'calendar.roomsFree', { count: night.free, date: longDate(day) })}
                </span>
              </>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

// While a bar is over a row, the row says in a word (and a colour) whether it can take the guest; the
// words stay inside the row's label, so nothing around the grid moves during a drag.
const DROP_WORDS = {
  ok: 'calendar.drop.ok',
  taken: 'calendar.drop.taken',
  'other-type': 'calendar.drop.otherType',
  swap: 'calendar.drop.swap',
} as const;

const between = (col: number, a: number, b: number) => col >= Math.min(a, b) && col <= Math.max(a, b);

function positionOf(element: HTMLElement): GridPosition | undefined {
  const target = element.closest<HTMLElement>('[data-part]');
  if (!target?.dataset.lane) return undefined;
  return { lane: Number(target.dataset.lane), col: Number(target.dataset.col), part: target.dataset.part as GridPosition['part'] };
}

/** The focusable part at a position, kept valid when the window or the data changed under it. */
function resolve(items: readonly (readonly LaneItem[])[], position: GridPosition): GridPosition | undefined {
  const row = items[Math.min(position.lane, items.length - 1)];
  if (!row) return undefined;
  const lane = Math.min(position.lane, items.length - 1);
  const item = itemAt(row, Math.min(position.col, row.length ? row.at(-1)!.col + row.at(-1)!.span - 1 : 0));
  if (!item) return undefined;
  if (item.kind === 'free') return { lane, col: item.col, part: 'cell' };
  return { lane, col: item.col, part: position.part === 'menu' ? 'menu' : 'link' };
}
