import { useTranslation } from 'react-i18next';
import { StateIcon } from './state-icon';
import { LEGEND_ORDER, stateLabel } from './stay-layout';

/** The legend of wide screens (spec §2), with the same colour, border and icon as the bars. */
export function CalendarLegend({ showUnassigned, showHeld = false }: { showUnassigned: boolean; showHeld?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="calendar-legend" aria-label={t('calendar.legend')}>
      {LEGEND_ORDER.map((state) => (
        <li key={state}>
          <span className={`legend-swatch stay-bar state-${state}`}>
            <StateIcon state={state} />
          </span>
          {stateLabel(state)}
        </li>
      ))}
      {showUnassigned ? (
        <li>
          <span className="legend-swatch stay-bar state-confirmed is-unassigned" />
          {t('calendar.unassignedLegend')}
        </li>
      ) : null}
      {showHeld ? (
        <li>
          <span className="legend-swatch stay-bar state-provisional">
            <span className="stay-bar-held" aria-hidden="true" />
          </span>
          {t('calendar.heldLegend')}
        </li>
      ) : null}
    </ul>
  );
}
