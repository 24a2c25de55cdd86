import type { CalendarImport } from '@hostel/shared/api/calendar-feed-schemas';
import { afterEach, describe, expect, test } from 'vitest';
import { runningNotice, syncStatus } from '../../web/src/features/property/calendar-imports-view';
import { changeLanguage } from '../../web/src/lib/i18n/i18n';

// The Channels page's row while a feed's sync runs: its progress instead of the last sync's outcome.

const feed: CalendarImport = {
  _id: 'f',
  room_type_id: 't',
  url: 'https://example.com/a.ics',
  name: 'Airbnb',
  beds: 1,
  created_at: '2027-01-01T00:00:00.000Z',
  last_sync_at: '2027-01-01T00:00:00.000Z',
  last_events_seen: 3,
};
const format = (iso: string) => iso.slice(0, 10);

afterEach(async () => {
  await changeLanguage('en');
});

describe('a running sync on the Channels page', () => {
  test('shows the changes made of those planned, or only that it runs', () => {
    expect(syncStatus({ ...feed, sync_running: true, sync_done: 340, sync_total: 2000 }, format)).toBe(
      'Sync running: 340 of 2000 changes made',
    );
    expect(runningNotice({ ...feed, sync_running: true })).toBe('Sync running');
    expect(syncStatus(feed, format)).toContain('Last sync 2027-01-01');
  });

  test('says it in Spanish', async () => {
    await changeLanguage('es-AR');
    expect(runningNotice({ ...feed, sync_running: true, sync_done: 1, sync_total: 2 })).toBe(
      'Sincronización en curso: 1 de 2 cambios hechos',
    );
  });
});
