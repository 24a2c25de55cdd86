import { useTranslation } from 'react-i18next';
import { FormStatus } from './form-status';
import { SubmitButton } from './submit-button';

interface FormActionsProps {
  /** The form's state from useForm: whether it is sending, and what its last submit said. */
  form: { submitting: boolean; messages: string[]; success: string };
  /** The submit button's words, and what it says while the form is sending. */
  label?: string;
  busyLabel?: string;
  /** Gives the row a Cancel button before the submit button; it is off while the form is sending. */
  onCancel?(): void;
  /** That button's words, e.g. a step's "Back". */
  cancelLabel?: string;
  /** The row's layout class: a dialog's buttons by default. */
  className?: string;
}

/** A form's last row: Cancel and submit, then what the submit said, under the buttons so they never move when a message appears. */
export function FormActions({ form, label, busyLabel, onCancel, cancelLabel, className = 'dialog-actions' }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={className}>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel} disabled={form.submitting}>
            {cancelLabel ?? t('controls.cancel')}
          </button>
        ) : null}
        <SubmitButton busy={form.submitting} busyLabel={busyLabel ?? t('controls.saving')}>
          {label ?? t('controls.save')}
        </SubmitButton>
      </div>
      <FormStatus form={form} />
    </>
  );
}
