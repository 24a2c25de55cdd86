import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { daysBetween } from '@hostel/shared/domain/dates';
import { type RestrictionBreak, restrictionBreaks, restrictionsFor } from '@hostel/shared/domain/stay-restrictions';

// What a stay typed at the desk breaks of the restrictions set in Rates & availability, from the rates the
// form already reads (its nights and the departure day): the desk may still book it, so this only warns.

type RatesNight = RatesAndAvailability['room_types'][number]['nights'][number];

/** A night of the rates read as the shared rule reads it. */
export function restrictionsOfNight(night: RatesNight) {
  return {
    date: night.date,
    minStay: night.min_stay,
    closedToArrival: night.closed_to_arrival,
    closedToDeparture: night.closed_to_departure,
    stopSell: night.stop_sell,
  };
}

/**
 * The broken restrictions, or undefined while the read is not of this stay's nights (loading, other dates).
 * The departure day is read with the nights; a read that stops before it says nothing of its closing.
 */
export function deskRestrictionBreaks(
  rates: RatesAndAvailability | undefined,
  roomTypeId: string,
  checkIn: string,
  checkOut: string,
): RestrictionBreak[] | undefined {
  if (!rates || !checkIn || !checkOut || daysBetween(checkIn, checkOut) < 1) return undefined;
  // The read ends on the departure day, or on the last night.
  const short = daysBetween(rates.to, checkOut);
  if (rates.from !== checkIn || short < 0 || short > 1) return undefined;
  const type = rates.room_types.find((candidate) => candidate._id === roomTypeId);
  if (!type) return undefined;
  const dates = type.nights.map((night) => night.date);
  return restrictionBreaks({ checkIn, checkOut }, restrictionsFor(type.nights.map(restrictionsOfNight), dates));
}
