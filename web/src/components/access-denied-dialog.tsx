import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

interface AccessDeniedDialogProps {
  open: boolean;
  onClose(): void;
}

/** Shown when a role may not open an editor (spec §6): employees on property, rates, users, room types. */
export function AccessDeniedDialog({ open, onClose }: AccessDeniedDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('shell.accessDenied')} role="alertdialog">
      <p>{t('shell.noPermission')}</p>
      <p>{t('shell.askAdmin')}</p>
      <form method="dialog" className="dialog-actions">
        <button type="submit" className="button button-primary">
          {t('components.close')}
        </button>
      </form>
    </Dialog>
  );
}
