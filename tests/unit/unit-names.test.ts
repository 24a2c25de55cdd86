import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { unitName } from '@hostel/shared/domain/room-units';
import { afterEach, describe, expect, test } from 'vitest';
import { calendarRows } from '../../web/src/features/calendar/calendar-rows';
import { feedRows } from '../../web/src/features/property/calendar-feeds-view';
import { bedNames } from '../../web/src/features/reservations/bed-names';
import { changeLanguage } from '../../web/src/lib/i18n/i18n';

// A room or bed is named by one rule on every screen (calendar, reservations, channels): a room the
// property did not name is numbered in the screens' language, a given name is as written.

const dorm = {
  _id: 'type-1',
  description: 'Dorm 6',
  type: 'dorm',
  products: [
    { room_id: 'type-1-r1', room_name: 'Dorm 6 · Room 1', beds: ['type-1-r1-b1', 'type-1-r1-b2'], bed_names: ['1', '2'] },
    { room_id: 'type-1-r2', room_name: 'Sur', beds: ['type-1-r2-b1'], bed_names: ['A'] },
  ],
} as unknown as RoomType;

const unitNames = (rows: ReturnType<typeof feedRows>) => rows.filter((row) => !row.whole).map((row) => row.name);
const laneNames = () => calendarRows([dorm]).flatMap((row) => (row.kind === 'lane' ? [row.lane.fullName] : []));

afterEach(async () => {
  await changeLanguage('en');
});

describe('unit names on every screen', () => {
  test('in English they are the shared rule’s, the same on the calendar, the reservations and the channels', () => {
    const english = [
      unitName('Dorm 6 · Room 1', 'dorm', 0, '1'),
      unitName('Dorm 6 · Room 1', 'dorm', 1, '2'),
      unitName('Sur', 'dorm', 0, 'A'),
    ];
    expect(unitNames(feedRows([dorm], []))).toEqual(english);
    expect(laneNames()).toEqual(english);
    expect(
      bedNames(
        dorm,
        dorm.products.flatMap((room) => room.beds),
      ),
    ).toEqual(english);
  });

  test('in Spanish a numbered room reads in Spanish on the channels page too, a given name as written', async () => {
    await changeLanguage('es-AR');
    const spanish = ['Dorm 6 · Habitación 1, cama 1', 'Dorm 6 · Habitación 1, cama 2', 'Sur, cama A'];
    expect(unitNames(feedRows([dorm], []))).toEqual(spanish);
    expect(laneNames()).toEqual(spanish);
    expect(
      bedNames(
        dorm,
        dorm.products.flatMap((room) => room.beds),
      ),
    ).toEqual(spanish);
  });
});
