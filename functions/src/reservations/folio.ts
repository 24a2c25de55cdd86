import { randomUUID } from 'node:crypto';
import { throwIfRecorded } from '../data/idempotency-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { TenantId } from '../data/tenant';
import type { Part } from '../data/transactions';
import { runChange } from './change-runner';
import { decideCharge, decideTaxExemption, decideVoidCharge, type NewCharge, type VoidRequest } from './folio-decision';
import type { ChangeBy } from './history';
import { reservationNow, stayParts } from './stay-parts';

// Charges live in the reservation's own item (a list of at most MAX_CHARGES), like its payments, so a
// charge and the payment status the folio's new total implies are one write on the reservation's
// `updatedAt`: the balance is derived from both, never kept apart (folio-decision.ts decides).

export type { NewCharge } from './folio-decision';

/**
 * Adds one charge to the folio; a lost race is decided again on the fresh reservation. `extra(next)`: the parts
 * that record the request's answer under its Idempotency-Key, in the same transaction (idempotent-request.ts).
 */
export function addCharge(
  tenant: TenantId,
  first: ReservationRecord,
  charge: NewCharge,
  by: ChangeBy,
  extra: (next: ReservationRecord) => Part[] = () => [],
): Promise<ReservationRecord> {
  return runChange({
    read: async (attempt) => ({ current: attempt === 0 ? first : await reservationNow(tenant, first.id), id: randomUUID() }),
    decide: ({ current, id }, now) => decideCharge(current, charge, id, now),
    build: (write) => {
      const extras = extra(write.stays[0]!.after);
      return { parts: stayParts(tenant, by, write, extras), repeatable: extras.length > 0 };
    },
    refuse: (error) => throwIfRecorded(error),
  });
}

/** Takes a charge off the folio (kept among the voided ones), with the payment status its new total implies. */
export function voidCharge(tenant: TenantId, first: ReservationRecord, request: VoidRequest, by: ChangeBy): Promise<ReservationRecord> {
  return runChange({
    read: async (attempt) => (attempt === 0 ? first : await reservationNow(tenant, first.id)),
    decide: (current, now) => decideVoidCharge(current, request, now),
    build: (write) => ({ parts: stayParts(tenant, by, write) }),
  });
}

/** Exempts the stay's tourist tax with a reason (or takes it back), with the payment status its new folio total implies. */
export function exemptTax(
  tenant: TenantId,
  first: ReservationRecord,
  request: { exempt: true; reason: string; by: string } | { exempt: false },
  by: ChangeBy,
): Promise<ReservationRecord> {
  return runChange({
    read: async (attempt) => (attempt === 0 ? first : await reservationNow(tenant, first.id)),
    decide: (current, now) => decideTaxExemption(current, request, now),
    build: (write) => ({ parts: stayParts(tenant, by, write) }),
  });
}
