import type { HistoryEntry } from '@hostel/shared/api/stay-lifecycle-schemas';
import { useReservationHistory } from '../api/stay-lifecycle';
import { ACTION_LABELS, FIELD_LABELS, LIFECYCLE_TEXTS as T } from './lifecycle-texts';

type Value = HistoryEntry['changes'][number]['before'];

const instant = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant as the desk reads it, in the browser's locale and zone. */
export function formatInstant(iso: string): string {
  return instant.format(new Date(iso));
}

function shown(field: string, value: Value, bedName: (id: string) => string): string {
  if (value === null || (Array.isArray(value) && value.length === 0)) return T.none;
  if (Array.isArray(value)) return value.map(bedName).join(', ');
  if (field.endsWith('_At') && typeof value === 'string') return formatInstant(value);
  return String(value);
}

/** The reservation's changes, newest first: who, when, and each field from before to after. */
export function HistoryPanel({ reservationId, bedName }: { reservationId: string; bedName(id: string): string }) {
  const history = useReservationHistory(reservationId);
  return (
    <section className="card res-history" aria-labelledby="history-title">
      <h2 id="history-title">{T.historyTitle}</h2>
      {history.isError ? (
        <p className="form-messages form-messages-error" role="alert">
          {T.historyError}
        </p>
      ) : !history.data ? null : history.data.entries.length === 0 ? (
        <p className="empty-state">{T.historyEmpty}</p>
      ) : (
        <ol className="res-timeline">
          {history.data.entries.map((entry) => (
            <li key={entry.at}>
              <p className="res-timeline-head">
                <strong>{ACTION_LABELS[entry.action]}</strong>{' '}
                <span className="res-timeline-meta">
                  <time dateTime={entry.at}>{formatInstant(entry.at)}</time> · {entry.by.name || T.someone}
                </span>
              </p>
              {entry.action === 'created' ? null : (
                <ul className="res-timeline-changes">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {FIELD_LABELS[change.field] ?? change.field}:{' '}
                      <span className="res-before">{shown(change.field, change.before, bedName)}</span> →{' '}
                      <span className="res-after">{shown(change.field, change.after, bedName)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
