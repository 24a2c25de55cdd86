import { message } from '@hostel/shared/i18n/message';
import { isLive } from '@hostel/shared/api/reservation-schemas';
import { chooseBeds } from '@hostel/shared/domain/bed-choice';
import { stayDeltas } from '@hostel/shared/domain/stay-changes';
import { shortNights } from '@hostel/shared/domain/stay-availability';
import { stayNights, unitsNeeded } from '@hostel/shared/domain/stay-price';
import { ConditionFailed } from '../data/data-errors';
import type { NightItem } from '../data/night-inventory-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { RoomTypeRecord } from '../data/room-type-repository';
import { BedTaken, takenMessage, takenNights } from './bed-rules';
import type { Decision } from './change-runner';
import { folioTotalAfter, statusFromPayments } from './payment-status';
import { othersUnplaced } from './stay-decisions';
import { priceOfChange } from './stay-pricing';
import { capacity, finalMessage, fullMessage, guestFitProblem, holding, NightsFull, takenBeds, type StayWrite } from './stay-rules';
import { nextUpdatedAt } from './updated-at';

// Moving a stay, same dates and guests, to another room type (a dorm guest upgrading to a private room;
// a type an import overbooked): its old type's nights and beds given back, the new type's taken on a
// booking's conditions, and the nights repriced from the new type's rates unless the desk keeps the price.

export interface TypeMove {
  /** The type the stay had when the desk asked: asking for it is a refusal; reaching it on a re-read is our own commit. */
  fromTypeId: string;
  /** Keep the total as it is (the desk said so); else every night is priced from the new type's rates. */
  keepPrice: boolean;
  /** Beds of the new type the desk chose; the stay's other guests are placed around them. */
  chosen: readonly string[];
}

/** The nights read for the move: the old type's (to release) and the new type's (to take), by date. */
export interface TypeMoveRead {
  current: ReservationRecord;
  oldNights: Map<string, NightItem>;
  newNights: Map<string, NightItem>;
}

/**
 * Moves a live, not checked-out stay from `from` to `to` for all its nights, or refuses (409) with nothing
 * changed: a type that could never hold its guests, a night `to` has too few units for, a chosen bed taken,
 * or a type priced in another currency while the price is not kept (the stay keeps its currency and payments).
 */
export function decideTypeMove(
  { current, oldNights, newNights }: TypeMoveRead,
  from: RoomTypeRecord,
  to: RoomTypeRecord,
  move: TypeMove,
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  if (!isLive(current.status)) throw new ConditionFailed(finalMessage(current.status, 'word.roomTypeCannotChange'));
  if (current.checkedOut) throw new ConditionFailed(message('stay.guestCheckedOutRoomType'));
  if (current.roomTypeId === to.id) {
    // Reached on a re-read after a lost answer: this very move committed.
    if (move.fromTypeId !== to.id) return { done: current };
    throw new ConditionFailed(message('stay.alreadyInRoomType', { roomType: to.description }));
  }
  const unfit = guestFitProblem(to, current.guests);
  if (unfit) throw new ConditionFailed(unfit);
  if (to.currency !== current.currency && !move.keepPrice)
    throw new ConditionFailed(
      message('stay.roomTypeOtherCurrency', { roomType: to.description, currency: to.currency, stayCurrency: current.currency }),
    );
  const dates = stayNights(current.checkIn, current.checkOut);
  const needed = unitsNeeded(to.kind, current.guests);
  const short = shortNights(dates, capacity(to), needed, (date) => newNights.get(date));
  if (short.length > 0) throw new NightsFull(fullMessage(short, to.kind, needed));
  const clash = takenNights([...newNights.values()], move.chosen, current.id);
  if (clash.size > 0) throw new BedTaken(takenMessage(to, clash));
  const placed = chooseBeds({
    kind: to.kind,
    rooms: to.rooms,
    guests: current.guests,
    taken: takenBeds(newNights, dates, current.id),
    keep: move.chosen,
  });
  if (!placed && move.chosen.length > 0) throw new ConditionFailed(othersUnplaced(to, move.chosen, needed - move.chosen.length));
  const price = priceOfChange(
    current,
    { ...current, roomTypeId: to.id },
    to,
    (date) => newNights.get(date),
    move.keepPrice ? { keep: true } : { reprice: true },
  );
  const next: ReservationRecord = {
    ...current,
    roomTypeId: to.id,
    roomTypeName: to.description,
    totalCents: price.totalCents,
    // Units are free every night; with no bed free for the whole stay it waits for beds, as a booking does.
    beds: placed ?? [],
    updatedAt: nextUpdatedAt(current.updatedAt, now),
  };
  next.paymentStatus = statusFromPayments(folioTotalAfter(next, current), next.payments) ?? next.paymentStatus;
  // The breakdown holds only while the total is the rates' own: a kept total has none.
  if (price.nightPrices) next.nightPrices = price.nightPrices;
  else delete next.nightPrices;
  return {
    change: {
      stays: [{ before: current, after: next }],
      type: to,
      sells: true,
      nights: { of: next, deltas: stayDeltas(undefined, holding(to, next)), read: newNights },
      leaves: { type: from, deltas: stayDeltas(holding(from, current), undefined), read: oldNights },
    },
    result: next,
  };
}
