import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addChargeBody } from '@hostel/shared/api/folio-schemas';
import { FormActions } from '../../../components/form-actions';
import { FormDialog, useReportBusy, type DialogFormProps, type FormDialogControls } from '../../../components/form-dialog';
import { NumberField } from '../../../components/number-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { submissionFor, type Submission } from '../../../lib/idempotency-key';
import { useForm } from '../../../lib/use-form';
import { useAddCharge } from '../api/folio';

interface AdjustmentDialogProps extends FormDialogControls {
  reservation: Reservation;
}

/** A manager's discount (taken off) or adjustment (either sign) on the folio, with its reason. */
export function AdjustmentDialog({ reservation, ...controls }: AdjustmentDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog {...controls} title={t('folio.adjust.title')}>
      {(wiring) => <AdjustmentForm reservation={reservation} {...wiring} />}
    </FormDialog>
  );
}

const KINDS = ['discount', 'adjustment'] as const;
function AdjustmentForm({ reservation, onBusy, onCancel, onSaved }: DialogFormProps & { reservation: Reservation }) {
  const { t } = useTranslation();
  const money = { money: reservation.currency };
  const form = useForm(addChargeBody, { kind: 'discount', amount: '', reason: '' }, () => ({ amount: money }));
  const add = useAddCharge();
  const submission = useRef<Submission | undefined>(undefined);
  useReportBusy(form.submitting, onBusy);
  const submit = form.onSubmit(async (body) => {
    // The same key while the same adjustment is sent again (a retry after a lost answer adds it once).
    submission.current = submissionFor(submission.current, body);
    await add.mutateAsync({ id: reservation._id, body, idempotencyKey: submission.current.key });
    onSaved(t('folio.adjust.saved'));
  });
  return (
    <form noValidate onSubmit={submit}>
      <div className="form-grid">
        <SelectField
          label={t('folio.adjust.kind')}
          options={KINDS.map((value) => ({ value, label: t(`folio.kinds.${value}`) }))}
          {...form.bind('kind')}
        />
        <NumberField label={t('folio.amount')} kind={money} required autoFocus hint={t('folio.adjust.hint')} {...form.bind('amount')} />
        <TextField label={t('folio.adjust.reason')} required autoComplete="off" maxLength={100} {...form.bind('reason')} />
      </div>
      <FormActions form={form} label={t('folio.adjust.save')} onCancel={onCancel} />
    </form>
  );
}
