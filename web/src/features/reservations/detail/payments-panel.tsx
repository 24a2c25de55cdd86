import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useState } from 'react';
import { formatPrice } from '../../../lib/format-money';
import { PaymentDialog, type PaymentKind } from './payment-dialog';
import { METHOD_LABELS, PAYMENT_TEXTS as T } from './payment-texts';

interface PaymentsPanelProps {
  reservation: Reservation;
  flash(message: string): void;
}

/** The reservation's payments and refunds, what was paid and what is still owed, and the two ways to add one. */
export function PaymentsPanel({ reservation, flash }: PaymentsPanelProps) {
  const [dialog, setDialog] = useState<PaymentKind | undefined>(undefined);
  const money = (amount: number) => formatPrice(amount, reservation.currency);
  return (
    <section className="card res-payments" aria-labelledby="payments-title">
      <div className="page-title-row">
        <h2 id="payments-title">{T.panelTitle}</h2>
        <div className="res-payment-actions">
          <button type="button" className="button" onClick={() => setDialog('payment')}>
            {T.recordPayment}
          </button>
          <button type="button" className="button" disabled={reservation.paid_total <= 0} onClick={() => setDialog('refund')}>
            {T.refund}
          </button>
        </div>
      </div>
      {reservation.payments.length === 0 ? (
        <p className="empty-state">{T.none}</p>
      ) : (
        <table className="res-payment-table">
          <thead>
            <tr>
              <th scope="col">{T.date}</th>
              <th scope="col">{T.method}</th>
              <th scope="col" className="res-amount">
                {T.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {reservation.payments.map((payment) => (
              <tr key={payment._id}>
                <td>{payment.date}</td>
                <td>
                  {METHOD_LABELS[payment.method]}
                  {payment.amount < 0 ? <span className="badge">{T.refundTag}</span> : null}
                  {payment.note ? <span className="res-payment-note">{payment.note}</span> : null}
                </td>
                <td className="res-amount">{money(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="res-facts res-payment-sums">
        <dt>{T.paidTotal}</dt>
        <dd data-testid="paid-total">{money(reservation.paid_total)}</dd>
        <dt>{T.balanceDue}</dt>
        <dd data-testid="balance-due">{money(reservation.balance_due)}</dd>
      </dl>
      <PaymentDialog
        reservation={reservation}
        kind={dialog ?? 'payment'}
        open={dialog !== undefined}
        onClose={() => setDialog(undefined)}
        onSaved={(message) => {
          setDialog(undefined);
          flash(message);
        }}
      />
    </section>
  );
}
