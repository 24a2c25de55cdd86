import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { FormMessages } from '../../../components/form-messages';

export type FinalStatus = 'canceled' | 'no_show';

const TEXTS = {
  canceled: {
    title: 'reservationDetail.confirm.cancelTitle',
    confirm: 'reservationDetail.cancel',
    busy: 'reservationDetail.confirm.canceling',
  },
  no_show: { title: 'reservationDetail.confirm.noShowTitle', confirm: 'reservationDetail.noShow', busy: 'components.saving' },
} as const;

interface StatusConfirmDialogProps {
  status: FinalStatus | undefined;
  busy: boolean;
  error: string | undefined;
  onConfirm(status: FinalStatus): void;
  onClose(): void;
}

/** Cancel and no-show ask once more (spec §4): the reservation leaves the calendar but stays findable. */
export function StatusConfirmDialog({ status, busy, error, onConfirm, onClose }: StatusConfirmDialogProps) {
  const { t } = useTranslation();
  const texts = TEXTS[status ?? 'canceled'];
  return (
    <Dialog open={status !== undefined} onClose={onClose} title={t(texts.title)} role="alertdialog" dismissible={!busy}>
      <p>{t('reservationDetail.confirm.leaves')}</p>
      <p>{t('reservationDetail.confirm.frees')}</p>
      <FormMessages messages={error ? [error] : []} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          {t('reservationDetail.confirm.keep')}
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => status && onConfirm(status)}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t(texts.busy) : t(texts.confirm)}
        </button>
      </div>
    </Dialog>
  );
}
