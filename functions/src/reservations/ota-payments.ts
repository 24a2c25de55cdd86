import { isLive, MAX_PAYMENT_NOTE, MAX_PAYMENTS, OTA_PAYMENT_METHOD } from '@hostel/shared/api/reservation-schemas';
import type { HistoryAction } from '@hostel/shared/api/stay-lifecycle-schemas';
import type { PaymentRecord, ReservationRecord } from '../data/reservation-repository';
import { Clash } from '../domain-errors';
import type { Decision } from './change-runner';
import { folioTotalCents, paidCentsOf, statusFromPayments } from './payment-status';
import type { StayWrite } from './stay-rules';
import { nextUpdatedAt } from './updated-at';

// Money an OTA collected from the guest (Channex's `payment_collect: ota`), kept as payments of method `ota` on
// the stay, so the balance the desk sees is what the OTA did not collect (tourist tax, extras). Pure
// (tests/unit/ota-payments.test.ts): the channel sync decides the target, the desk's runner writes it.

/** Who collects the booking's money, as the channel says it: `undefined` when it does not say. */
export type PaymentCollect = 'property' | 'ota' | undefined;

/** What the OTA holds of the stay now: its payments less its refunds. */
export const otaHeldCents = (record: Pick<ReservationRecord, 'payments'>) =>
  (record.payments ?? []).filter((payment) => payment.method === OTA_PAYMENT_METHOD).reduce((sum, payment) => sum + payment.amountCents, 0);

/**
 * What the OTA should hold of a stay priced `stayCents`: all of it when the OTA collects, nothing when the property
 * does; when the channel does not say (a modification may leave it null), whoever collected before still does.
 */
export function otaTargetCents(collect: PaymentCollect, stayCents: number, heldCents: number): number {
  if (collect === 'ota') return stayCents;
  if (collect === 'property') return 0;
  return heldCents !== 0 ? stayCents : 0;
}

export interface OtaEntry {
  id: string;
  /** yyyy-MM-dd: the day the channel manager received the revision. */
  date: string;
  /** Who records it (the channel sync's actor). */
  by: string;
  /** The channel and the OTA's code, so the desk sees who holds the money. */
  note: string;
}

/**
 * The stay with one `ota` payment (negative: the OTA refunded the guest) bringing what the OTA holds to `targetCents`,
 * and the paid total and status it implies; the stay itself when the OTA already holds that. Nothing goes to a drawer.
 */
export function withOtaPayment(record: ReservationRecord, targetCents: number, entry: OtaEntry): ReservationRecord {
  const difference = targetCents - otaHeldCents(record);
  if (difference === 0) return record;
  const earlier = record.payments ?? [];
  if (earlier.length >= MAX_PAYMENTS) throw new Clash('stay.reservationHoldsMostMax', { max: MAX_PAYMENTS });
  const payment: PaymentRecord = {
    id: entry.id,
    amountCents: difference,
    method: OTA_PAYMENT_METHOD,
    date: entry.date,
    ...(entry.note.trim() ? { note: entry.note.trim().slice(0, MAX_PAYMENT_NOTE) } : {}),
    recordedAt: record.updatedAt,
    recordedBy: entry.by,
  };
  const payments = [...earlier, payment];
  const paidCents = paidCentsOf(record) + difference;
  // On a stay canceled (or a no-show) the OTA refunded the guest; on a live one it gave back as the property collects now: owed.
  const refunded = !isLive(record.status) && difference < 0 && paidCents <= 0;
  return {
    ...record,
    payments,
    paidCents,
    paymentStatus: refunded ? 'refunded' : (statusFromPayments(folioTotalCents(record), payments) ?? record.paymentStatus),
  };
}

/** What a revision asks of the OTA's money on one stay. */
export interface OtaSettlement {
  collect: PaymentCollect;
  /** The stay's share of the OTA's commission, when the price is the channel's own. */
  commissionCents?: number;
  /** Canceled: the OTA gives everything back (it refunds the guest, not the desk). */
  cancel?: boolean;
  /** What the OTA held of the stay this one replaces (a move to another type starts the new stay empty). */
  heldBefore?: number;
  entry: OtaEntry;
}

/**
 * The stay as the channel's desk decision left it, with what the OTA holds brought to the revision's word: all of its
 * price when the OTA collects, nothing when the property does or it was canceled, and as before when it does not say.
 */
export function settleOta(after: ReservationRecord, how: OtaSettlement): ReservationRecord {
  const held = otaHeldCents(after) || (how.heldBefore ?? 0);
  const target = how.cancel ? 0 : otaTargetCents(how.collect, after.totalCents, held);
  const paid = withOtaPayment(after, target, how.entry);
  const commission = how.cancel ? undefined : how.commissionCents;
  return commission === undefined || commission === paid.otaCommissionCents ? paid : { ...paid, otaCommissionCents: commission };
}

/**
 * A stay whose only change is the OTA's money (who collects, its commission share), brought to the revision's word by
 * `settle` (settleOta). A stay that holds that already is not written (no stays); the caller's parts are, all the same.
 */
export function decideOtaSettlement(
  current: ReservationRecord,
  settle: (stay: ReservationRecord) => ReservationRecord,
  now: Date,
): Decision<StayWrite, ReservationRecord> {
  const next = { ...current, updatedAt: nextUpdatedAt(current.updatedAt, now) };
  const after = settle(next);
  if (after === next) return { change: { stays: [] }, result: current };
  return { change: { stays: [{ before: current, after }] }, result: after };
}

/** The history's word for such a change: a payment (a refund when it lowers the paid total) when the OTA's money moved, else the commission. */
export const otaSettlementAction = (before: ReservationRecord, after: ReservationRecord): HistoryAction =>
  paidCentsOf(before) !== paidCentsOf(after) ? 'payment' : 'ota_commission';

/**
 * The booking's commission split over its rooms in proportion to their amounts, to the cent (largest remainders),
 * so the stays' shares add up to what the OTA charged.
 */
export function commissionShares(commissionCents: number, amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + Math.max(0, amount), 0);
  if (amounts.length === 0) return [];
  if (total === 0) return amounts.map((_, index) => (index === 0 ? commissionCents : 0));
  const exact = amounts.map((amount) => (commissionCents * Math.max(0, amount)) / total);
  const shares = exact.map(Math.floor);
  let left = commissionCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
