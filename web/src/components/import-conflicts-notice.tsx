import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useImportConflicts } from '../api/list-import-conflicts';
import { formatDay } from '../lib/format-date';

/** Imported stays that did not fit (never booked, never dropped): shown until they fit or leave their feed. */
export function ImportConflictsNotice() {
  const { t } = useTranslation();
  const conflicts = useImportConflicts();
  const list = conflicts.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="form-messages form-messages-error import-conflicts" role="status">
      <p>
        <strong>{t('channels.conflicts.title', { count: list.length })}</strong>
      </p>
      <ul>
        {list.slice(0, 5).map((conflict) => (
          <li key={`${conflict.feed_id}/${conflict.uid}`}>
            {t('channels.conflicts.line', {
              feed: conflict.feed_name,
              checkIn: formatDay(conflict.check_in),
              checkOut: formatDay(conflict.check_out),
            })}{' '}
            — {conflict.reason}
          </li>
        ))}
      </ul>
      <Link to="/app/property/channels">{t('channels.conflicts.open')}</Link>
    </div>
  );
}
