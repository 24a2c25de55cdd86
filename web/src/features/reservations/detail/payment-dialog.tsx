import { MAX_PAYMENT_NOTE, PAYMENT_METHODS, recordPaymentBody, type Reservation } from '@hostel/shared/api/reservation-schemas';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormDialog, useReportBusy, type DialogFormProps, type FormDialogControls } from '../../../components/form-dialog';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formatPrice } from '../../../lib/format-money';
import { numberInputText } from '../../../lib/number-fields';
import { submissionFor, type Submission } from '../../../lib/idempotency-key';
import { useForm } from '../../../lib/use-form';
import { useRecordPayment } from '../api/record-payment';
import { localToday } from '../local-today';

export type PaymentKind = 'payment' | 'refund';

interface PaymentDialogProps extends FormDialogControls {
  reservation: Reservation;
  kind: PaymentKind;
}

/** "Record payment" (prefilled with the balance) and "Refund" (prefilled with what was paid, sent as a negative payment). */
export function PaymentDialog({ reservation, kind, ...controls }: PaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      {...controls}
      title={kind === 'refund' ? t('reservationDetail.payments.refund') : t('reservationDetail.payments.recordPayment')}
    >
      {(wiring) => <PaymentForm reservation={reservation} kind={kind} {...wiring} />}
    </FormDialog>
  );
}

interface FormProps extends DialogFormProps {
  reservation: Reservation;
  kind: PaymentKind;
}

function PaymentForm({ reservation, kind, onBusy, onCancel, onSaved }: FormProps) {
  const { t } = useTranslation();
  const refund = kind === 'refund';
  const money = { money: reservation.currency };
  const form = useForm(
    recordPaymentBody,
    {
      amount: numberInputText(refund ? reservation.paid_total : reservation.balance_due, money),
      method: refund ? 'transfer' : 'cash',
      date: localToday(),
      note: '',
    },
    () => ({ amount: money }),
  );
  const record = useRecordPayment();
  const submission = useRef<Submission | undefined>(undefined);
  useReportBusy(form.submitting, onBusy);

  const submit = form.onSubmit(async (fields) => {
    const body = { ...fields, amount: refund ? -fields.amount : fields.amount, note: fields.note || undefined };
    submission.current = submissionFor(submission.current, body);
    await record.mutateAsync({ id: reservation._id, body, idempotencyKey: submission.current.key });
    onSaved(refund ? t('reservationDetail.payments.refunded') : t('reservationDetail.payments.recorded'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <div className="form-grid">
        <NumberField
          label={t('reservationDetail.payments.amount')}
          kind={money}
          required
          autoFocus
          hint={
            refund
              ? t('reservationDetail.payments.refundHint', { paid: formatPrice(reservation.paid_total, reservation.currency) })
              : t('reservationDetail.payments.amountHint', { currency: reservation.currency })
          }
          {...form.bind('amount')}
        />
        <SelectField
          label={t('reservationDetail.payments.method')}
          options={PAYMENT_METHODS.map((value) => ({ value, label: t(`reservationDetail.payments.methods.${value}`) }))}
          {...form.bind('method')}
        />
        <TextField label={t('reservationDetail.payments.date')} type="date" required {...form.bind('date')} />
        <TextField label={t('reservationDetail.payments.note')} autoComplete="off" maxLength={MAX_PAYMENT_NOTE} {...form.bind('note')} />
      </div>
      <FormActions
        form={form}
        label={refund ? t('reservationDetail.payments.refund') : t('reservationDetail.payments.save')}
        onCancel={onCancel}
      />
    </form>
  );
}
