import type { PaymentMethod } from '@hostel/shared/api/reservation-schemas';

// Every word of the reservation's payments panel and its dialogs, in one place.

export const PAYMENT_TEXTS = {
  panelTitle: 'Payments',
  none: 'No payments recorded yet',
  paidTotal: 'Paid',
  balanceDue: 'Balance due',
  date: 'Date',
  method: 'Method',
  amount: 'Amount',
  note: 'Note',
  refundTag: 'Refund',
  recordPayment: 'Record payment',
  refund: 'Refund',
  save: 'Record',
  saveRefund: 'Refund',
  recorded: 'Payment recorded',
  refunded: 'Refund recorded',
  amountHint: (currency: string) => `In ${currency}`,
  refundHint: (paid: string) => `At most ${paid}, what was paid`,
} as const;

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  transfer: 'Transfer',
  other: 'Other',
};
