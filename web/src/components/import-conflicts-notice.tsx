import { Link } from 'react-router-dom';
import { useImportConflicts } from '../api/list-import-conflicts';

export const IMPORT_CONFLICTS_TEXT = {
  title: (count: number) => (count === 1 ? '1 imported booking does not fit' : `${count} imported bookings do not fit`),
  line: (feed: string, checkIn: string, checkOut: string) => `${feed}: ${checkIn} → ${checkOut}`,
  open: 'See channels',
} as const;

/** Imported stays that did not fit (never booked, never dropped): shown until they fit or leave their feed. */
export function ImportConflictsNotice() {
  const conflicts = useImportConflicts();
  const list = conflicts.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="form-messages form-messages-error import-conflicts" role="status">
      <p>
        <strong>{IMPORT_CONFLICTS_TEXT.title(list.length)}</strong>
      </p>
      <ul>
        {list.slice(0, 5).map((conflict) => (
          <li key={`${conflict.feed_id}/${conflict.uid}`}>
            {IMPORT_CONFLICTS_TEXT.line(conflict.feed_name, conflict.check_in, conflict.check_out)} — {conflict.reason}
          </li>
        ))}
      </ul>
      <Link to="/app/property/channels">{IMPORT_CONFLICTS_TEXT.open}</Link>
    </div>
  );
}
