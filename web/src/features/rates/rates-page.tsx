import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { QueryState } from '../../components/query-state';
import { ChevronIcon } from '../../components/icons';
import { useFlashMessage } from '../../components/use-flash-message';
import { useRoleGate } from '../../components/use-role-gate';
import { formatRange } from '../../lib/format-date';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRatesAndAvailability } from '../../api/get-rates-and-availability';
import { BulkEditForm } from './bulk-edit-form';
import { RatesGrid } from './rates-grid';
import { browserToday, canGoBack, nextStart, previousStart, RATES_DAYS, windowFrom } from './rates-view';
import './rates.css';

/** /app/rates-and-availability (spec §2): seven nights per room type, moved a week at a time, and Bulk Edit. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.pageTitle', { page: t('rates.title') }));
  const [chosenStart, setChosenStart] = useState<string>();
  const [guess] = useState(browserToday);
  const start = chosenStart ?? guess;
  const week = windowFrom(start);
  const query = useRatesAndAvailability({ from: week.from, to: week.to });
  const today = query.data?.today;
  const gate = useRoleGate();
  const flash = useFlashMessage();
  const [editing, setEditing] = useState(false);

  // The browser may be a day behind the property's zone: the week starts no earlier than the property's today.
  useEffect(() => {
    if (today && start < today) setChosenStart(today);
  }, [today, start]);

  const roomTypes = query.data?.room_types ?? [];
  const moving = query.isPlaceholderData;

  return (
    <div className="app-page rates-page">
      <div className="page-title-row">
        <h1>{t('rates.title')}</h1>
        {roomTypes.length > 0 ? (
          <button type="button" className="button button-primary" onClick={() => gate.attempt('createRateRange', () => setEditing(true))}>
            {t('rates.bulkEdit')}
          </button>
        ) : null}
      </div>
      <div className="rates-toolbar">
        <button
          type="button"
          className="icon-button rates-arrow"
          aria-label={t('rates.previousDays', { count: RATES_DAYS })}
          disabled={!today || !canGoBack(start, today)}
          onClick={() => today && setChosenStart(previousStart(start, today))}
        >
          <ChevronIcon direction="left" />
        </button>
        <p className="rates-range" aria-live="polite">
          {formatRange(week.from, week.to)}
          {moving ? <span className="muted"> · {t('common.loading')}</span> : null}
        </p>
        <button
          type="button"
          className="icon-button rates-arrow"
          aria-label={t('rates.nextDays', { count: RATES_DAYS })}
          disabled={!today}
          onClick={() => setChosenStart(nextStart(start))}
        >
          <ChevronIcon direction="right" />
        </button>
        {today && start !== today ? (
          <button type="button" className="button button-small" onClick={() => setChosenStart(today)}>
            {t('rates.backToToday')}
          </button>
        ) : null}
      </div>
      <QueryState query={query} loading={t('rates.loading')} failed={t('rates.failed')}>
        {(data) =>
          data.room_types.length === 0 ? (
            <div className="card">
              <p className="empty-state">{t('rates.noRoomTypes')}</p>
              <p className="empty-action">
                <Link to="/app/property/room-types">{t('rates.createRoomTypes')}</Link>
              </p>
            </div>
          ) : (
            <RatesGrid data={data} />
          )
        }
      </QueryState>
      {query.data ? (
        <Dialog open={editing} onClose={() => setEditing(false)} title={t('rates.bulkEdit')} className="dialog-wide">
          <BulkEditForm
            roomTypes={query.data.room_types}
            start={start < query.data.today ? query.data.today : start}
            today={query.data.today}
            onCancel={() => setEditing(false)}
            onSaved={(message) => {
              setEditing(false);
              flash.show(message);
            }}
          />
        </Dialog>
      ) : null}
      {gate.deniedDialog}
      {flash.dialog}
    </div>
  );
}
