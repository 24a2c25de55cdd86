import { parseIsoDate } from '@hostel/shared/domain/dates';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../components/icons';
import { monthsLabel, shiftChosen, NARROW, WIDE, type CalendarWindow } from './calendar-window';

// The calendar's header (spec §2): month and year, previous and next (14 days wide, 5 narrow), a way
// back to today and to any date.

interface CalendarToolbarProps {
  window: CalendarWindow;
  today: string;
  wide: boolean;
  onChoose(date: string): void;
}

export function CalendarToolbar({ window, today, wide, onChoose }: CalendarToolbarProps) {
  const { t } = useTranslation();
  const step = wide ? WIDE.days : NARROW.days;
  return (
    <div className="calendar-toolbar">
      <div className="calendar-nav">
        <button
          type="button"
          className="icon-button calendar-arrow"
          aria-label={t('calendar.previousDays', { count: step })}
          onClick={() => onChoose(shiftChosen(window.chosen, -1, wide))}
        >
          <ChevronIcon direction="left" />
        </button>
        <h2 className="calendar-months" aria-live="polite">
          {monthsLabel(window)}
        </h2>
        <button
          type="button"
          className="icon-button calendar-arrow"
          aria-label={t('calendar.nextDays', { count: step })}
          onClick={() => onChoose(shiftChosen(window.chosen, 1, wide))}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <div className="calendar-actions">
        <button type="button" className="button" onClick={() => onChoose(today)} disabled={window.chosen === today}>
          {t('calendar.today')}
        </button>
        <label className="calendar-date-picker">
          <span>{t('calendar.goToDate')}</span>
          <input
            className="compact-control"
            type="date"
            value={window.chosen}
            min="2000-01-01"
            max="2999-12-31"
            onChange={(event) => {
              const date = parseIsoDate(event.target.value);
              if (date) onChoose(date);
            }}
          />
        </label>
      </div>
    </div>
  );
}
