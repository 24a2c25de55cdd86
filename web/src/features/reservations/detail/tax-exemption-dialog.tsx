import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { exemptTouristTaxBody } from '@hostel/shared/api/tourist-tax-schemas';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormDialog, useReportBusy, type DialogFormProps, type FormDialogControls } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useExemptTouristTax } from '../../../api/tourist-tax';
import { useForm } from '../../../lib/use-form';

interface TaxExemptionDialogProps extends FormDialogControls {
  reservation: Reservation;
}

/** The desk exempts the stay from the tourist tax, saying why (the history keeps it). */
export function TaxExemptionDialog({ reservation, ...controls }: TaxExemptionDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog {...controls} title={t('folio.tax.exemptTitle')}>
      {(wiring) => <ExemptionForm reservation={reservation} {...wiring} />}
    </FormDialog>
  );
}

function ExemptionForm({ reservation, onBusy, onCancel, onSaved }: DialogFormProps & { reservation: Reservation }) {
  const { t } = useTranslation();
  const form = useForm(exemptTouristTaxBody, { exempt: true, reason: '' });
  const exempt = useExemptTouristTax();
  useReportBusy(form.submitting, onBusy);
  const submit = form.onSubmit(async (body) => {
    await exempt.mutateAsync({ id: reservation._id, body });
    onSaved(t('folio.tax.exempted'));
  });
  return (
    <form noValidate onSubmit={submit}>
      <div className="form-grid">
        <TextField label={t('folio.tax.reason')} required autoFocus autoComplete="off" maxLength={100} {...form.bind('reason')} />
      </div>
      <FormActions form={form} label={t('folio.tax.exempt')} onCancel={onCancel} />
    </form>
  );
}
