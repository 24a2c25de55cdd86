import { throwIfRecorded } from '../data/idempotency-repository';
import type { ReservationRecord } from '../data/reservation-repository';
import type { TenantId } from '../data/tenant';
import type { Part } from '../data/transactions';
import { runChange } from '../reservations/change-runner';
import type { Actor } from '../reservations/history';
import { decideOtaSettlement, otaSettlementAction } from '../reservations/ota-payments';
import { reservationNow, stayParts } from '../reservations/stay-parts';
import { notTakenOverByDesk, type Settle } from '../reservations/stays';

// A channel booking's room whose only change is who collects its money or its commission share: the stay's `ota`
// payment and commission are brought to the revision's word (ota-payments.ts decides) in one transaction with the
// caller's parts (the room's link, the revision's record), through the desk's runner. Its dates are not touched, so
// the history says a payment (or refund), or the commission, never a change of dates.

export function settleStay(
  tenant: TenantId,
  first: ReservationRecord,
  settle: Settle,
  extra: (stay: ReservationRecord) => Part[],
  actor: Actor,
): Promise<ReservationRecord> {
  return runChange({
    read: (attempt) => (attempt === 0 ? Promise.resolve(first) : reservationNow(tenant, first.id)),
    decide: (current, now) => {
      // Checked in, out or canceled at the desk meanwhile: the desk's own, as a planned `leave`.
      notTakenOverByDesk(current);
      return decideOtaSettlement(current, settle, now);
    },
    build: (write, current) => {
      const stay = write.stays[0];
      const action = stay ? otaSettlementAction(current, stay.after) : 'payment';
      // Nothing of the stay to write (it holds the revision's word already): the link and record alone.
      return { parts: stayParts(tenant, { actor, action }, write, extra(stay?.after ?? current)), repeatable: true };
    },
    refuse: (error) => throwIfRecorded(error),
  });
}
