import { MAX_PAYMENT_NOTE, PAYMENT_METHODS, type Reservation } from '@hostel/shared/api/reservation-schemas';
import { useMemo, useRef, useState } from 'react';
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
import { useDeskToday, useTodayMoved } from '../../../lib/session/desk-today';
import { paidIn, paymentCurrencies, paymentFormSchema, refundDefaults, valueInStayCurrency } from './payment-values';

export type PaymentKind = 'payment' | 'refund';

interface PaymentDialogProps extends FormDialogControls {
  reservation: Reservation;
  kind: PaymentKind;
}

/** "Record payment" (prefilled with the balance) and "Refund" (the way the money came, sent as a negative payment). */
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
  const stayMoney = (amount: number) => formatPrice(amount, reservation.currency);
  const back = refundDefaults(reservation);
  // What is really owed, as the server counts an overpayment: a status set by hand ("paid", "refunded") does not change it.
  const owed = Math.max(0, reservation.balance);
  const schema = useMemo(() => paymentFormSchema(reservation), [reservation]);
  const today = useDeskToday();
  const form = useForm(
    schema,
    {
      // A refund starts empty (or at the guest's credit, when it goes back in the stay's currency): the desk types what goes back.
      amount: refund
        ? reservation.credit > 0 && back.currency === reservation.currency
          ? numberInputText(reservation.credit, { money: reservation.currency })
          : ''
        : numberInputText(owed, { money: reservation.currency }),
      method: refund ? back.method : 'cash',
      currency: refund ? back.currency : reservation.currency,
      exchange_rate: '',
      date: today,
      note: '',
    },
    (values) => ({ amount: { money: values.currency }, exchange_rate: { money: '' } }),
  );
  // Opened before the profile was read, the date was the browser's today: it becomes the property's unless typed.
  useTodayMoved(today, (before, after) => form.follow({ date: before }, { date: after }));
  const [overConfirmed, setOverConfirmed] = useState(false);
  const record = useRecordPayment();
  const submission = useRef<Submission | undefined>(undefined);
  useReportBusy(form.submitting, onBusy);
  const foreign = form.values.currency !== reservation.currency;
  const value = valueInStayCurrency(reservation, form.values);
  const over = !refund && value !== undefined && value > owed;

  const submit = form.onSubmit(async (fields) => {
    // More than the balance asks once, in the dialog; the second press records it with the rest as credit.
    if (over && !overConfirmed) {
      setOverConfirmed(true);
      return;
    }
    const body = {
      ...fields,
      amount: refund ? -fields.amount : fields.amount,
      note: fields.note || undefined,
      ...(over ? { allow_credit: true } : {}),
    };
    submission.current = submissionFor(submission.current, body);
    await record.mutateAsync({ id: reservation._id, body, idempotencyKey: submission.current.key });
    onSaved(refund ? t('reservationDetail.payments.refunded') : t('reservationDetail.payments.recorded'));
  });

  const currencies = paymentCurrencies(reservation);
  return (
    <form noValidate onSubmit={submit}>
      <div className="form-grid">
        {currencies.length > 1 ? (
          <SelectField
            label={t('reservationDetail.payments.currency')}
            options={currencies.map((currency) => ({ value: currency, label: currency }))}
            {...form.bind('currency')}
          />
        ) : null}
        <NumberField
          label={t('reservationDetail.payments.amount')}
          kind={{ money: form.values.currency }}
          required
          autoFocus
          hint={
            refund
              ? t('reservationDetail.payments.refundInHint', {
                  paid: formatPrice(paidIn(reservation, form.values.currency), form.values.currency),
                  currency: form.values.currency,
                })
              : t('reservationDetail.payments.amountHint', { currency: form.values.currency })
          }
          {...form.bind('amount')}
        />
        {foreign ? (
          <NumberField
            label={t('reservationDetail.payments.rate', { currency: reservation.currency })}
            kind={{ money: '' }}
            required
            hint={value === undefined ? undefined : t('reservationDetail.payments.worth', { value: stayMoney(value) })}
            {...form.bind('exchange_rate')}
          />
        ) : null}
        <SelectField
          label={t('reservationDetail.payments.method')}
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`reservationDetail.payments.methods.${method}`) }))}
          {...form.bind('method')}
        />
        <TextField label={t('reservationDetail.payments.date')} type="date" required {...form.bind('date')} />
        <TextField label={t('reservationDetail.payments.note')} autoComplete="off" maxLength={MAX_PAYMENT_NOTE} {...form.bind('note')} />
      </div>
      {over && overConfirmed ? (
        <div className="res-over-note" role="alert">
          <strong>{t('reservationDetail.payments.overTitle')}</strong>
          <p>
            {t('reservationDetail.payments.overText', {
              extra: stayMoney((value ?? 0) - owed),
              due: stayMoney(owed),
            })}
          </p>
        </div>
      ) : null}
      <FormActions
        form={form}
        label={
          refund
            ? t('reservationDetail.payments.refund')
            : over && overConfirmed
              ? t('reservationDetail.payments.overConfirm')
              : t('reservationDetail.payments.save')
        }
        onCancel={onCancel}
      />
    </form>
  );
}
