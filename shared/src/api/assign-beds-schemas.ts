import { said } from '../i18n/message';
import * as z from 'zod/mini';

// PUT /reservations/assign-beds/{id}: the beds a live stay holds, for the whole stay (the calendar's
// move by drag or by "Move to bed…"). Which beds fit (the reservation's room type, one per guest in a
// dorm, one room of a private type, free every night) depends on the reservation: the server checks
// that, in the same transaction as the write.

/** Above any room type's beds (20 × 50); the server checks the real count against the reservation. */
export const MAX_ASSIGNED_BEDS = 1000;

const bedId = /* @__PURE__ */ (() =>
  z.string(said('validation.eachBedIdText')).check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, said('validation.bedIdNotValid'))))();

/** Distinct bed ids, possibly none: a new booking's chosen beds (reservation-schemas.ts), where none means "any". */
export const chosenBeds = /* @__PURE__ */ (() =>
  z.array(bedId, said('validation.assignedBedsListBed')).check(
    z.maxLength(MAX_ASSIGNED_BEDS, said('validation.mostMaxBeds', { max: MAX_ASSIGNED_BEDS })),
    z.refine((beds) => new Set(beds).size === beds.length, said('validation.eachBedChosenOnly')),
  ))();

export const assignBedsBody = /* @__PURE__ */ (() =>
  z.strictObject({ assigned_beds: chosenBeds.check(z.minLength(1, said('validation.chooseLeastOneBed'))) }))();
export type AssignBedsBody = z.infer<typeof assignBedsBody>;
