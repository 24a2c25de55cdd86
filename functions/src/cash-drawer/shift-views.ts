import type { Shift } from '@hostel/shared/api/cash-drawer-schemas';
import { fromCents } from '@hostel/shared/domain/money';
import type { Amounts, ShiftRecord } from '../data/cash-shift-repository';
import { expectedCents } from './shift-decision';

// Shift records → the API's shifts: amounts as a list in the drawer's currency order, money with two decimals.

const list = (amounts: Amounts, shift: ShiftRecord) =>
  shift.currencies.map((currency) => ({ currency, amount: fromCents(amounts[currency] ?? 0) }));

export function shiftView(shift: ShiftRecord): Shift {
  return {
    _id: shift.id,
    user_id: shift.userId,
    user_name: shift.userName,
    opened_at: shift.openedAt,
    currencies: shift.currencies,
    float: list(shift.floatCents, shift),
    cash: list(shift.cashCents, shift),
    expected: list(shift.expectedCents ?? expectedCents(shift), shift),
    closed_at: shift.closedAt ?? null,
    closed_by: shift.closedBy ?? null,
    counted: shift.countedCents ? list(shift.countedCents, shift) : null,
    difference: shift.differenceCents ? list(shift.differenceCents, shift) : null,
  };
}
