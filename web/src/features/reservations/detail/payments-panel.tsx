import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-money';
import { screensLocale } from '../../../lib/i18n/screens-locale';
import { PaymentDialog, type PaymentKind } from './payment-dialog';
import { deskPayments } from './payment-values';

const formatNumber = (value: number) => new Intl.NumberFormat(screensLocale(), { maximumFractionDigits: 4 }).format(value);

interface PaymentsPanelProps {
  reservation: Reservation;
  flash(message: string): void;
}

/** The reservation's payments and refunds, what was paid and what is still owed, and the two ways to add one. */
export function PaymentsPanel({ reservation, flash }: PaymentsPanelProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<PaymentKind | undefined>(undefined);
  const money = (amount: number) => formatPrice(amount, reservation.currency);
  return (
    <section className="card res-payments" aria-labelledby="payments-title">
      <div className="page-title-row">
        <h2 id="payments-title">{t('reservationDetail.payments.title')}</h2>
        <div className="res-payment-actions">
          <button type="button" className="button" onClick={() => setDialog('payment')}>
            {t('reservationDetail.payments.recordPayment')}
          </button>
          <button
            type="button"
            className="button"
            disabled={deskPayments(reservation).every((payment) => payment.amount <= 0)}
            onClick={() => setDialog('refund')}
          >
            {t('reservationDetail.payments.refund')}
          </button>
        </div>
      </div>
      {reservation.payments.length === 0 ? (
        <p className="empty-state">{t('reservationDetail.payments.none')}</p>
      ) : (
        <table className="res-payment-table">
          <thead>
            <tr>
              <th scope="col">{t('reservationDetail.payments.date')}</th>
              <th scope="col">{t('reservationDetail.payments.method')}</th>
              <th scope="col" className="res-amount">
                {t('reservationDetail.payments.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {reservation.payments.map((payment) => (
              <tr key={payment._id}>
                <td>{formatDay(payment.date)}</td>
                <td>
                  {t(`reservationDetail.payments.methods.${payment.method}`)}
                  {payment.amount < 0 ? <span className="badge">{t('reservationDetail.payments.refundTag')}</span> : null}
                  {payment.note ? <span className="res-payment-note">{payment.note}</span> : null}
                </td>
                <td className="res-amount">
                  {money(payment.amount)}
                  {payment.exchange_rate === null ? null : (
                    <span className="res-payment-note">
                      {t('reservationDetail.payments.paidIn', {
                        amount: formatPrice(payment.amount_paid, payment.currency),
                        rate: formatNumber(payment.exchange_rate),
                      })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="res-facts res-payment-sums">
        <dt>{t('reservationDetail.payments.paidTotal')}</dt>
        <dd data-testid="paid-total">{money(reservation.paid_total)}</dd>
        <dt>{t('reservationDetail.payments.balanceDue')}</dt>
        <dd data-testid="balance-due">{money(reservation.balance_due)}</dd>
        {reservation.ota_commission === undefined ? null : (
          <>
            <dt>{t('reservationDetail.payments.otaCommission')}</dt>
            <dd data-testid="ota-commission">{money(reservation.ota_commission)}</dd>
          </>
        )}
        {reservation.credit > 0 ? (
          <>
            <dt>{t('reservationDetail.payments.credit')}</dt>
            <dd data-testid="credit">{money(reservation.credit)}</dd>
          </>
        ) : null}
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
