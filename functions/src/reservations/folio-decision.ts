import { type ChargeRule, MAX_CHARGES } from '@hostel/shared/api/folio-schemas';
import { daysBetween } from '@hostel/shared/domain/dates';
import { fromCents } from '@hostel/shared/domain/money';
import { money } from '@hostel/shared/i18n/message';
import type { ExtraRecord } from '../data/extra-repository';
import type { ChargeRecord, ReservationRecord, StayTaxRecord } from '../data/reservation-repository';
import { Clash, Invalid, Missing, Refused } from '../domain-errors';
import type { Decision } from './change-runner';
import { aboveMost, folioTotalAfter, folioTotalCents, MAX_FOLIO_CENTS, statusFromPayments } from './payment-status';
import type { StayWrite } from './stay-rules';
import { nextUpdatedAt } from './updated-at';

// Adding a charge to a stay's folio, decided on the reservation as read: the charge, and the payment status
// the folio's new total implies, change together on the reservation's `updatedAt` (folio.ts runs it).

/** What the desk asks to add: an extra of the catalog, or a manager's adjustment or discount with a reason. */
export type NewCharge =
  | { kind: 'extra'; extra: ExtraRecord | undefined; quantity?: number; by: string }
  | { kind: 'adjustment' | 'discount'; amountCents: number; reason: string; by: string; manager: boolean };

/** The quantity an extra's rule gives a stay: 1, its nights, its guests, or both multiplied. */
export function quantityOf(rule: ChargeRule, stay: Pick<ReservationRecord, 'checkIn' | 'checkOut' | 'guests'>): number {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (rule === 'per_night') return nights;
  if (rule === 'per_guest') return stay.guests;
  if (rule === 'per_guest_night') return nights * stay.guests;
  return 1;
}

const CLOSED = ['canceled', 'no_show'];

/** The charge line for `request` on `current`, or a refusal. */
export function chargeLine(current: ReservationRecord, request: NewCharge, id: string, addedAt: string): ChargeRecord {
  const base = { id, addedAt, addedBy: request.by };
  if (request.kind === 'extra') {
    const extra = request.extra;
    if (!extra) throw new Missing('stay.extraNotFound');
    if (!extra.active) throw new Clash('stay.extraNotSoldAnyMore', { name: extra.name });
    const quantity = request.quantity ?? quantityOf(extra.charged, current);
    const amountCents = quantity * extra.priceCents;
    // A huge price times a quantity or a long stay's guests and nights would pass 2^53 and fail the table's write.
    if (amountCents > MAX_FOLIO_CENTS) throw new Invalid(aboveMost('label.amount', current.currency));
    return {
      ...base,
      kind: 'extra',
      description: extra.name,
      extraId: extra.id,
      quantity,
      unitCents: extra.priceCents,
      amountCents,
    };
  }
  if (!request.manager) throw new Refused('stay.onlyManagerAdjustsFolio');
  const amountCents = request.kind === 'discount' ? -Math.abs(request.amountCents) : request.amountCents;
  if (Math.abs(amountCents) > MAX_FOLIO_CENTS) throw new Invalid(aboveMost('label.amount', current.currency));
  return { ...base, kind: request.kind, description: request.reason, quantity: 1, unitCents: amountCents, amountCents };
}

/** The reservation with the charge added, or a refusal: a canceled stay takes none, and the folio never goes below 0. */
export function decideCharge(
  current: ReservationRecord,
  request: NewCharge,
  id: string,
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  if (CLOSED.includes(current.status)) throw new Clash('stay.closedTakesNoCharges');
  const earlier = current.charges ?? [];
  // Voided lines stay on the item too: counted, so adding and voiding cannot grow it without end.
  if (earlier.length + (current.voidedCharges?.length ?? 0) >= MAX_CHARGES)
    throw new Clash('stay.reservationHoldsMostCharges', { max: MAX_CHARGES });
  const updatedAt = nextUpdatedAt(current.updatedAt, now);
  const line = chargeLine(current, request, id, updatedAt);
  const next: ReservationRecord = { ...current, charges: [...earlier, line], updatedAt };
  const total = folioTotalCents(next);
  if (total < 0) {
    // The sum said the reader's way (Intl with its currency).
    const most = money(fromCents(folioTotalCents(current)), current.currency);
    throw new Clash('stay.discountMoreThanFolio', { total: most });
  }
  // Only a charge that raises the folio is refused: a discount still helps a folio already past the bound (a huge tourist tax).
  if (total > MAX_FOLIO_CENTS && line.amountCents > 0) throw new Clash(aboveMost('label.totalPrice', current.currency));
  next.paymentStatus = statusFromPayments(total, next.payments) ?? next.paymentStatus;
  return { change: { stays: [{ before: current, after: next }] }, result: next };
}

/** Who asks to void which charge, and why. */
export interface VoidRequest {
  chargeId: string;
  reason: string;
  by: string;
  manager: boolean;
}

/**
 * The reservation with the charge taken off its folio and kept among the voided ones, or a refusal: an employee voids
 * only an extra they added; the folio never goes below 0 (a discount outlives the extra it was on). Voided already: done.
 */
export function decideVoidCharge(current: ReservationRecord, request: VoidRequest, now: Date): Decision<StayWrite, ReservationRecord> {
  const voided = current.voidedCharges ?? [];
  if (voided.some((line) => line.id === request.chargeId)) return { done: current };
  const line = current.charges?.find((charge) => charge.id === request.chargeId);
  if (!line) throw new Missing('stay.chargeNotFound');
  if (!request.manager && (line.kind !== 'extra' || line.addedBy !== request.by)) throw new Refused('stay.onlyManagerVoidsCharge');
  const updatedAt = nextUpdatedAt(current.updatedAt, now);
  const next: ReservationRecord = {
    ...current,
    charges: (current.charges ?? []).filter((charge) => charge !== line),
    voidedCharges: [...voided, { ...line, voidedAt: updatedAt, voidedBy: request.by, voidReason: request.reason }],
    updatedAt,
  };
  const total = folioTotalCents(next);
  if (total < 0) throw new Clash('stay.voidLeavesDiscountsAboveFolio');
  // Voiding a discount raises the folio: never past what any payment could settle.
  if (total > MAX_FOLIO_CENTS && line.amountCents < 0) throw new Clash(aboveMost('label.totalPrice', current.currency));
  next.paymentStatus = statusFromPayments(total, next.payments) ?? next.paymentStatus;
  return { change: { stays: [{ before: current, after: next }] }, result: next };
}

/** Exempts the stay's tourist tax with a reason, or takes the exemption back; a stay booked without the tax has none to exempt. */
export function decideTaxExemption(
  current: ReservationRecord,
  request: { exempt: true; reason: string; by: string } | { exempt: false },
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  const tax = current.touristTax;
  if (!tax) throw new Clash('stay.noTouristTax');
  if (request.exempt ? tax.exempt?.reason === request.reason : !tax.exempt) return { done: current };
  const updatedAt = nextUpdatedAt(current.updatedAt, now);
  const touristTax: StayTaxRecord = request.exempt
    ? { perGuestNightCents: tax.perGuestNightCents, exempt: { reason: request.reason, by: request.by, at: updatedAt } }
    : { perGuestNightCents: tax.perGuestNightCents };
  const next: ReservationRecord = { ...current, touristTax, updatedAt };
  next.paymentStatus = statusFromPayments(folioTotalAfter(next, current), next.payments) ?? next.paymentStatus;
  return { change: { stays: [{ before: current, after: next }] }, result: next };
}

export { touristTaxCents } from './tourist-tax';
