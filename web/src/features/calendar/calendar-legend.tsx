import { StateIcon } from './state-icon';
import { LEGEND_ORDER, STATE_LABELS } from './stay-layout';

/** The legend of wide screens (spec §2), with the same colour, border and icon as the bars. */
export function CalendarLegend({ showUnassigned }: { showUnassigned: boolean }) {
  return (
    <ul className="calendar-legend" aria-label="Legend">
      {LEGEND_ORDER.map((state) => (
        <li key={state}>
          <span className={`legend-swatch stay-bar state-${state}`}>
            <StateIcon state={state} />
          </span>
          {STATE_LABELS[state]}
        </li>
      ))}
      {showUnassigned ? (
        <li>
          <span className="legend-swatch stay-bar state-confirmed is-unassigned" />
          Not assigned to a bed yet (placed by the calendar)
        </li>
      ) : null}
    </ul>
  );
}
