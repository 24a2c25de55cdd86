import { describe, expect, it } from 'vitest';
import { typeDeletedNote } from '../../web/src/features/reservations/reservation-view';

// A live stay of a deleted room type: the detail page keeps every control but the move of its dates,
// and says why (decisions.md), instead of a dialog that can only fail.

describe('the note on a stay whose room type was deleted', () => {
  it("is shown when the type is not among the property's types, and not while they load or when it exists", () => {
    expect(typeDeletedNote({ room_type_id: 'gone' }, [{ _id: 'dorm' }])).toBe(
      'This room type was deleted: its stays can no longer be moved. Status, payment and details can still change.',
    );
    expect(typeDeletedNote({ room_type_id: 'dorm' }, [{ _id: 'dorm' }])).toBeUndefined();
    expect(typeDeletedNote({ room_type_id: 'gone' }, undefined)).toBeUndefined();
  });
});
