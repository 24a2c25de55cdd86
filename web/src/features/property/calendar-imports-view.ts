import type { CalendarImport } from '@hostel/shared/api/calendar-feed-schemas';
import { i18n } from '../../lib/i18n/i18n';
import type { FeedRow } from './calendar-feeds-view';

// The "Import bookings" section without React: what each feed's status line says.

/** A sync going on: its progress when a run has counted its changes. */
export function runningNotice(feed: CalendarImport): string {
  return feed.sync_total
    ? i18n.t('channels.imports.runningProgress', { done: feed.sync_done ?? 0, total: feed.sync_total })
    : i18n.t('channels.imports.running');
}

export function syncStatus(feed: CalendarImport, format: (iso: string) => string): string {
  if (feed.sync_running) return runningNotice(feed);
  if (!feed.last_sync_at) return i18n.t('channels.imports.neverSynced');
  const seen = feed.last_events_seen ?? 0;
  const parts = [
    i18n.t('channels.imports.lastSync', { when: format(feed.last_sync_at) }),
    i18n.t('channels.imports.bookings', { count: seen }),
  ];
  if (feed.last_conflicts) parts.push(i18n.t('channels.imports.notFitting', { conflicts: feed.last_conflicts }));
  return parts.join(' · ');
}

/** The name of a feed's target, as the export rows name it. */
export function targetName(rows: readonly FeedRow[], feed: Pick<CalendarImport, 'room_type_id' | 'unit_id'>): string {
  return rows.find((row) => row.targetId === (feed.unit_id ?? feed.room_type_id))?.name ?? '—';
}

/** An empty feed's notice: since when, and when its stays are released if it stays empty. */
export function emptyNotice(feed: CalendarImport, format: (iso: string) => string): string | undefined {
  if (!feed.empty_since || !feed.empty_release_after) return undefined;
  return i18n.t('channels.imports.emptySince', { since: format(feed.empty_since), after: format(feed.empty_release_after) });
}
