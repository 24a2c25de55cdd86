import { message } from '@hostel/shared/i18n/message';
import { stayNights } from '@hostel/shared/domain/stay-price';
import { randomUUID } from 'node:crypto';
import { ConditionFailed, ItemNotFound } from '../data/data-errors';
import { guests } from '../data/guest-repository';
import { throwIfRecorded } from '../data/idempotency-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { failedPart, MAX_TRANSACTION_ITEMS, type Part } from '../data/transactions';
import { runChange } from '../reservations/change-runner';
import type { ChangeBy } from '../reservations/history';
import { decideBooking, decideDetails, detailsRelease, releasedNights, type StayDraft } from '../reservations/stay-decisions';
import { nightsOf, PART, reservationNow, stayParts, stayTypeNow } from '../reservations/stay-parts';
import { notTakenOverByDesk, type Settle, settled } from '../reservations/stays';

// A channel moved a booking's room to another of our room types: the desk has no such move, so the old
// stay is canceled and the new one booked in ONE transaction (each decided by the desk's own decisions),
// and the room is never without its stay nor held twice. Refused with nothing changed when it does not fit.

export function retypeStay(
  tenant: TenantId,
  from: { type: RoomTypeRecord | undefined; current: ReservationRecord },
  to: { type: RoomTypeRecord; draft: StayDraft },
  extra: (booked: ReservationRecord) => Part[],
  by: ChangeBy,
  settle: { canceled?: Settle; booked?: Settle } = {},
): Promise<ReservationRecord> {
  const id = randomUUID();
  const cancel = { status: 'canceled' as const };
  return runChange({
    read: async (attempt) => {
      const current = attempt === 0 ? from.current : await reservationNow(tenant, from.current.id);
      // The type the stay is in now: the desk may have moved it meanwhile, and its nights are the ones to give back.
      const type = await stayTypeNow(tenant, current, from.type);
      const release = type && detailsRelease(current, cancel) ? releasedNights(type, current).map((delta) => delta.date) : [];
      const [old, fresh, guest] = await Promise.all([
        type ? nightsOf(tenant, type, release) : new Map(),
        nightsOf(tenant, to.type, stayNights(to.draft.checkIn, to.draft.checkOut)),
        guests.get(tenant, to.draft.guestId),
      ]);
      return { current, type, old, fresh, guest };
    },
    decide: ({ current, type, old, fresh, guest }, now) => {
      // Checked in, out or canceled at the desk meanwhile: the channel's move is left to the desk.
      notTakenOverByDesk(current);
      const canceled = settled(decideDetails(current, type, old, cancel, now), settle.canceled);
      const booked = settled(decideBooking({ guest, nights: fresh }, to.type, to.draft, [], id, now), settle.booked);
      if (!('change' in canceled) || !('change' in booked)) throw new ConditionFailed();
      return { change: { canceled: canceled.change, booked: booked.change }, result: booked.result };
    },
    build: (change) => {
      const parts = [
        ...stayParts(tenant, by, change.canceled),
        ...stayParts(tenant, by, change.booked, extra(change.booked.stays[0]!.after)),
      ];
      if (parts.length > MAX_TRANSACTION_ITEMS) {
        // Said in nights, as the desk's own move to another type says it: each night is given back and taken.
        const taken = change.booked.nights?.deltas.length ?? 0;
        const given = change.canceled.nights?.deltas.length ?? 0;
        const max = Math.floor((MAX_TRANSACTION_ITEMS - (parts.length - taken - given)) / 2);
        throw new ConditionFailed(message('stay.roomTypeMoveTooLong', { count: taken, max }));
      }
      return { parts, repeatable: true };
    },
    refuse: (error) => {
      throwIfRecorded(error);
      if (failedPart(error, PART.sale)) throw new ItemNotFound(message('data.roomTypeNotFound'));
    },
  });
}
