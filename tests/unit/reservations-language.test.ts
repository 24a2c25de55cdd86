import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { unitName } from '@hostel/shared/domain/room-units';
import { afterEach, describe, expect, test } from 'vitest';
import { bedNames } from '../../web/src/features/reservations/bed-names';
import { roomTypeLabel, walkInTypeOption } from '../../web/src/features/reservations/new-reservation/room-type-label';
import { guestsLabel, sourceLabel, STATUS_LABELS } from '../../web/src/features/reservations/reservation-view';
import { estimateBasis } from '../../web/src/features/reservations/stay-quote';
import { changeLanguage } from '../../web/src/lib/i18n/i18n';

// The reservations screens' words that code puts together (unit names, plurals, labels) read the
// spec's English unchanged, and Spanish (Argentina) once the screens switch.

const dorm = {
  _id: 'type-1',
  description: 'Dorm 6',
  type: 'dorm',
  products: [
    { room_id: 'type-1-r1', room_name: 'Dorm 6 · Room 1', beds: ['type-1-r1-b1', 'type-1-r1-b2'], bed_names: ['1', '2'] },
    { room_id: 'type-1-r2', room_name: 'Sur', beds: ['type-1-r2-b1'], bed_names: ['A'] },
  ],
} as unknown as RoomType;

afterEach(async () => {
  await changeLanguage('en');
});

describe('the reservations screens in both languages', () => {
  test('in English, unit names are what the shared rule makes, and plurals and labels are the spec’s', () => {
    expect(bedNames(dorm, ['type-1-r1-b2', 'type-1-r2-b1'])).toEqual([
      unitName('Dorm 6 · Room 1', 'dorm', 1),
      unitName('Sur', 'dorm', 0, 'A'),
    ]);
    expect(estimateBasis({ kind: 'dorm', nights: [{}, {}] as never, needed: 1 })).toBe('2 nights × 1 guest');
    expect(estimateBasis({ kind: 'private', nights: [{}] as never, needed: 1 })).toBe('1 night, one room');
    expect(walkInTypeOption(dorm, 1)).toBe('Dorm 6 (Dorm) · 1 bed free tonight');
    expect(walkInTypeOption({ description: 'Double', type: 'private' }, 3)).toBe('Double (Private) · 3 rooms free tonight');
    expect(guestsLabel(2)).toBe('2 pers');
    expect(STATUS_LABELS.no_show).toBe('No-show');
    expect(sourceLabel('hostelWorld.com')).toBe('Hostelworld.com');
  });

  test('in Spanish, an unnamed room is numbered in Spanish, a named one kept, and the words follow the switch', async () => {
    await changeLanguage('es-AR');
    expect(bedNames(dorm, ['type-1-r1-b2', 'type-1-r2-b1'])).toEqual(['Dorm 6 · Habitación 1, cama 2', 'Sur, cama A']);
    expect(estimateBasis({ kind: 'dorm', nights: [{}, {}] as never, needed: 1 })).toBe('2 noches × 1 huésped');
    expect(roomTypeLabel(dorm)).toBe('Dorm 6 (dormitorio)');
    expect(walkInTypeOption(dorm, 2)).toBe('Dorm 6 (dormitorio) · 2 camas libres esta noche');
    expect(guestsLabel(2)).toBe('Personas: 2');
    expect(STATUS_LABELS.no_show).toBe('No se presentó');
    expect(sourceLabel('direct')).toBe('Directa');
  });
});
