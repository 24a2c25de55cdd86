import { describe, expect, it } from 'vitest';
import { checkUnitNames, fieldOfSent, initialUnitValues } from '../../web/src/features/property/unit-names-form';
import { mayCall } from '../../web/src/lib/may-call';
import { renderMessage } from '../../shared/src/i18n/render-message';

// The "Edit rooms and beds" form: the call's rules checked before sending, only changed rooms sent.

const DORM = {
  type: 'dorm' as const,
  units_version: 3,
  products: [
    { room_id: 'd-r1', room_name: 'Dorm · Room 1', beds: ['d-r1-b1', 'd-r1-b2'], bed_names: ['1', '2'] },
    { room_id: 'd-r2', room_name: 'Blue', beds: ['d-r2-b1', 'd-r2-b2'], bed_names: ['A', '2'] },
  ],
};

describe('the rooms-and-beds form', () => {
  it('starts from the names as they read, and sends only the rooms with a change, with the version it read', () => {
    const values = initialUnitValues(DORM);
    expect(values).toEqual({
      'rooms.0.room_name': 'Dorm · Room 1',
      'rooms.0.beds.0.bed_name': '1',
      'rooms.0.beds.1.bed_name': '2',
      'rooms.1.room_name': 'Blue',
      'rooms.1.beds.0.bed_name': 'A',
      'rooms.1.beds.1.bed_name': '2',
    });
    expect(checkUnitNames(DORM, values)).toEqual({ body: { rooms: [], units_version: 3 }, sentRooms: [] });
    const changed = checkUnitNames(DORM, { ...values, 'rooms.1.beds.1.bed_name': ' B ' });
    expect(changed).toEqual({
      body: {
        rooms: [
          {
            room_id: 'd-r2',
            room_name: 'Blue',
            beds: [
              { bed_id: 'd-r2-b1', bed_name: 'A' },
              { bed_id: 'd-r2-b2', bed_name: 'B' },
            ],
          },
        ],
        units_version: 3,
      },
      sentRooms: [1],
    });
    // The server's paths are the sent body's: the form puts them back on the room's own fields.
    expect(fieldOfSent('rooms.0.beds.1.bed_name', [1])).toBe('rooms.1.beds.1.bed_name');
  });

  it('names the field of each problem: empty, too long, taken in the type or the room', () => {
    const values = initialUnitValues(DORM);
    // Each problem is a message by id; its English words are the spec's.
    const said = (checked: ReturnType<typeof checkUnitNames>) =>
      'problems' in checked ? { problems: checked.problems.map(({ msg, path }) => ({ msg: renderMessage(msg), path })) } : checked;
    expect(
      said(checkUnitNames(DORM, { ...values, 'rooms.0.room_name': 'blue', 'rooms.0.beds.0.bed_name': '', 'rooms.1.beds.1.bed_name': 'a' })),
    ).toEqual({
      problems: [{ msg: 'Bed name is required', path: 'rooms.0.beds.0.bed_name' }],
    });
    expect(said(checkUnitNames(DORM, { ...values, 'rooms.0.room_name': 'blue', 'rooms.1.beds.1.bed_name': 'a' }))).toEqual({
      problems: [
        { msg: 'Another bed of this room is already named "a"', path: 'rooms.1.beds.1.bed_name' },
        { msg: 'Another room of this type is already named "blue"', path: 'rooms.0.room_name' },
      ],
    });
    expect(said(checkUnitNames(DORM, { ...values, 'rooms.0.room_name': 'x'.repeat(41) }))).toEqual({
      problems: [{ msg: 'Room name must be 1 to 40 characters', path: 'rooms.0.room_name' }],
    });
  });

  it('is for managers and admins: an employee gets the access-denied dialog (spec §6)', () => {
    expect(mayCall('admin', 'renameUnits')).toBe(true);
    expect(mayCall('manager', 'renameUnits')).toBe(true);
    expect(mayCall('employee', 'renameUnits')).toBe(false);
  });
});
