import type { Currency } from '@hostel/shared/domain/money';
import { cashShifts, type ShiftRecord } from '../data/cash-shift-repository';
import type { TenantId } from '../data/tenant';
import { failedPart, named } from '../data/transactions';
import { Clash } from '../domain-errors';
import { runChange } from '../reservations/change-runner';
import { countedCents, decideClose, decideOpen } from './shift-decision';

// Opening and closing the caller's own shift, each one transaction run by the change runner: a close
// that loses to a cash payment reads the shift again, so its expected amounts include that payment.

type Counts = readonly { currency: Currency; amount: number }[];

export function openShift(
  tenant: TenantId,
  user: { id: string; name: string },
  currencies: Currency[],
  counts: Counts,
): Promise<ShiftRecord> {
  const floatCents = countedCents(counts, currencies);
  return runChange({
    read: () => cashShifts.openLock(tenant, user.id),
    decide: (lock, now) => decideOpen(lock, { userId: user.id, userName: user.name, currencies, floatCents }, now),
    build: (shift) => ({ parts: cashShifts.openParts(tenant, shift).map((item, index) => named(index === 0 ? 'lock' : 'shift', item)) }),
    refuse: (error) => {
      if (failedPart(error, 'lock')) throw new Clash('drawer.alreadyOpen');
    },
  });
}

export function closeShift(tenant: TenantId, userId: string, counts: Counts): Promise<ShiftRecord> {
  return runChange({
    read: async () => {
      const lock = await cashShifts.openLock(tenant, userId);
      return lock ? cashShifts.get(tenant, lock.id) : undefined;
    },
    decide: (shift, now) => decideClose(shift, shift ? countedCents(counts, shift.currencies) : {}, userId, now),
    build: (closed, read) => ({ parts: cashShifts.closeParts(tenant, read!, closed).map((item) => named('shift', item)) }),
  });
}
