import type { CalendarImport } from '@hostel/shared/api/calendar-feed-schemas';
import type { FeedRow } from './calendar-feeds-view';

// The "Import bookings" section without React: its words, and what each feed's status line says.

export const IMPORTS_TEXT = {
  title: 'Import bookings (iCal)',
  lead: 'Paste the iCal link a booking site gives for a room type or unit. Every 15 minutes (or now, on demand) each booking in it becomes a reservation here; one that does not fit is listed below and mailed to the managers, never booked twice.',
  target: 'Room type or unit',
  name: 'Site name',
  namePlaceholder: 'Airbnb',
  url: 'iCal link (https://…)',
  beds: 'Beds per booking',
  add: 'Add calendar',
  adding: 'Adding…',
  added: 'Calendar added: sync it now, or wait for the next sync',
  sync: 'Sync now',
  syncing: 'Syncing…',
  synced: 'Synced',
  remove: 'Delete',
  removeTitle: 'Stop importing this calendar?',
  removeBody: 'Reservations already imported from it stay; cancel them by hand if needed.',
  none: 'No imported calendars yet.',
  neverSynced: 'Not synced yet',
  conflictsTitle: 'Bookings that do not fit',
  loading: 'Loading imported calendars',
  failed: 'The imported calendars could not be loaded',
} as const;

export function syncStatus(feed: CalendarImport, format: (iso: string) => string): string {
  if (!feed.last_sync_at) return IMPORTS_TEXT.neverSynced;
  const seen = feed.last_events_seen ?? 0;
  const parts = [`Last sync ${format(feed.last_sync_at)}`, `${seen} ${seen === 1 ? 'booking' : 'bookings'}`];
  if (feed.last_conflicts) parts.push(`${feed.last_conflicts} not fitting`);
  return parts.join(' · ');
}

/** The name of a feed's target, as the export rows name it. */
export function targetName(rows: readonly FeedRow[], feed: Pick<CalendarImport, 'room_type_id' | 'unit_id'>): string {
  return rows.find((row) => row.targetId === (feed.unit_id ?? feed.room_type_id))?.name ?? '—';
}
