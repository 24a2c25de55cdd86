import type { Charge } from '@hostel/shared/api/folio-schemas';
import { voidChargeBody } from '@hostel/shared/api/folio-schemas';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormDialog, useReportBusy, type DialogFormProps, type FormDialogControls } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../lib/use-form';
import { useVoidCharge } from '../api/void-charge';

interface VoidChargeDialogProps extends FormDialogControls {
  reservation: Reservation;
  charge: Charge;
}

/** Takes a charge added by mistake off the folio, saying why (the folio lists it as voided, the history keeps it). */
export function VoidChargeDialog({ reservation, charge, ...controls }: VoidChargeDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog {...controls} title={t('folio.void.title', { name: charge.description })}>
      {(wiring) => <VoidForm reservation={reservation} charge={charge} {...wiring} />}
    </FormDialog>
  );
}

function VoidForm({ reservation, charge, onBusy, onCancel, onSaved }: DialogFormProps & { reservation: Reservation; charge: Charge }) {
  const { t } = useTranslation();
  const form = useForm(voidChargeBody, { reason: '' });
  const voiding = useVoidCharge();
  useReportBusy(form.submitting, onBusy);
  const submit = form.onSubmit(async (body) => {
    await voiding.mutateAsync({ id: reservation._id, chargeId: charge._id, body });
    onSaved(t('folio.void.saved', { name: charge.description }));
  });
  return (
    <form noValidate onSubmit={submit}>
      <div className="form-grid">
        <TextField
          label={t('folio.void.reason')}
          hint={t('folio.void.hint')}
          required
          autoFocus
          autoComplete="off"
          maxLength={100}
          {...form.bind('reason')}
        />
      </div>
      <FormActions form={form} label={t('folio.void.save')} onCancel={onCancel} />
    </form>
  );
}
