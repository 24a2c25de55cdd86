import { describe, expect, it } from 'vitest';
import { reservationView, typeNameOf } from '../../functions/src/reservations/views';
import { dorm, double, stay } from './stay-decision-fixtures';

// An answer names the type the stay is in: after a race moved the stay to another type, the type the handler read
// first is not its type any more, and the answer takes the name the stay keeps.

describe("a reservation's answer", () => {
  it('names the type read while the stay is in it, else the name the stay keeps', () => {
    const inDorm = stay({ roomTypeId: dorm.id, roomTypeName: 'Dorm (as booked)' });
    expect(reservationView(inDorm, typeNameOf(inDorm, dorm)).room_type_info.description).toBe(dorm.description);
    const movedToDouble = stay({ roomTypeId: double.id, roomTypeName: 'Double' });
    expect(reservationView(movedToDouble, typeNameOf(movedToDouble, dorm)).room_type_info.description).toBe('Double');
    expect(typeNameOf(movedToDouble, undefined)).toBe('Double');
  });
});
