import { type Currency, toCents } from '@hostel/shared/domain/money';
import type { Amounts, OpenShiftLock, ShiftRecord } from '../data/cash-shift-repository';
import { Clash, Invalid } from '../domain-errors';
import type { Decision } from '../reservations/change-runner';

// A shift of the cash drawer, decided on what was read: opening with a float per currency, closing with
// the counts, what the drawer should hold (float + the cash the user took) and the difference.

/** The foreign currency the drawer holds beside the property's. */
const DRAWER_FOREIGN: Currency = 'USD';

/** The drawer's currencies: the property's, then US dollars. */
export const drawerCurrencies = (propertyCurrency: Currency): Currency[] =>
  propertyCurrency === DRAWER_FOREIGN ? [DRAWER_FOREIGN] : [propertyCurrency, DRAWER_FOREIGN];

/** The counts typed, one per drawer currency, as cents; a 400 for a missing, repeated or foreign currency. */
export function countedCents(counts: readonly { currency: Currency; amount: number }[], currencies: readonly Currency[]): Amounts {
  const result: Amounts = {};
  for (const { currency, amount } of counts) {
    if (!currencies.includes(currency)) throw new Invalid('drawer.holdsNot', { currencies: currencies.join(' and '), currency });
    if (result[currency] !== undefined) throw new Invalid('drawer.countedTwice', { currency });
    result[currency] = toCents(amount);
  }
  const missing = currencies.filter((currency) => result[currency] === undefined);
  if (missing.length > 0)
    throw new Invalid('drawer.countMissing', { missing: missing.join(' and '), currencies: currencies.join(' and ') });
  return result;
}

export interface Opening {
  userId: string;
  userName: string;
  currencies: Currency[];
  floatCents: Amounts;
}

/** A new shift, unless the user already has one open. */
export function decideOpen(lock: OpenShiftLock | undefined, opening: Opening, now: Date): Decision<ShiftRecord, ShiftRecord> {
  if (lock) throw new Clash('drawer.alreadyOpen');
  const openedAt = now.toISOString();
  const shift: ShiftRecord = {
    id: `${openedAt}#${opening.userId}`,
    userId: opening.userId,
    userName: opening.userName,
    openedAt,
    currencies: opening.currencies,
    floatCents: opening.floatCents,
    cashCents: {},
    version: 0,
  };
  return { change: shift, result: shift };
}

/** Float plus the cash taken, per currency of the shift. */
export function expectedCents(shift: Pick<ShiftRecord, 'currencies' | 'floatCents' | 'cashCents'>): Amounts {
  return Object.fromEntries(
    shift.currencies.map((currency) => [currency, (shift.floatCents[currency] ?? 0) + (shift.cashCents[currency] ?? 0)]),
  );
}

/** The shift closed with what was counted, by `closedBy`; refused when the user has no open shift. */
export function decideClose(
  shift: ShiftRecord | undefined,
  counted: Amounts,
  closedBy: string,
  now: Date,
): Decision<ShiftRecord, ShiftRecord> {
  if (!shift || shift.closedAt) throw new Clash('drawer.noOpenShift');
  const expected = expectedCents(shift);
  const difference = Object.fromEntries(
    shift.currencies.map((currency) => [currency, (counted[currency] ?? 0) - (expected[currency] ?? 0)]),
  );
  const closed: ShiftRecord = {
    ...shift,
    closedAt: now.toISOString(),
    closedBy,
    countedCents: counted,
    expectedCents: expected,
    differenceCents: difference,
  };
  return { change: closed, result: closed };
}
