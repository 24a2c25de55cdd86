import type { Receipt } from '@hostel/shared/api/folio-schemas';
import type { Language } from '@hostel/shared/domain/languages';
import { guests } from '../data/guest-repository';
import { receipts } from '../data/receipt-repository';
import { reservations } from '../data/reservation-repository';
import type { TenantId } from '../data/tenant';
import { named } from '../data/transactions';
import { propertyOf } from '../property/property-of';
import { runChange } from './change-runner';
import { decideReceipt } from './receipt-decision';
import { reservationOf } from './records-of';

// A payment's receipt is numbered when first printed, not when the payment is recorded: a payment
// nobody asks a receipt for takes no number, and the numbers still run 1..n per property with no gap,
// since a number is taken only in the transaction that stores its receipt (receipt-repository.ts).

/** The receipt of a payment: the one issued before, or a new one with the property's next number. */
export function issueReceipt(tenant: TenantId, reservationId: string, paymentId: string, fallback: Language): Promise<Receipt> {
  return runChange({
    read: async () => {
      const [issued, last, reservation, property] = await Promise.all([
        receipts.get(tenant, reservationId, paymentId),
        receipts.lastNumber(tenant),
        reservationOf(tenant, reservationId),
        propertyOf(tenant),
      ]);
      return { issued, last, reservation, property, guest: issued ? undefined : await guests.get(tenant, reservation.guestId) };
    },
    decide: (state, now) => decideReceipt(state, paymentId, fallback, now),
    // Another print of this payment or of another took the number first, or the folio changed since it was read (a
    // charge, a payment): read again and decide again, so a receipt never keeps a folio older than its date.
    build: (receipt, { reservation }) => ({
      parts: [
        named('receipt-counter', receipts.counterPart(tenant, receipt)),
        named('receipt', receipts.receiptPart(tenant, receipt)),
        named('folio-as-read', reservations.unchangedPart(tenant, reservation)),
      ],
    }),
  });
}
