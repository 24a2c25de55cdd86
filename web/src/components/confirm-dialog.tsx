import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import { FormMessages } from './form-messages';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  busyLabel?: string;
  /** Why the last attempt failed; it stays until the dialog closes, so it can be read at leisure. */
  error?: string | undefined;
  onConfirm(): void;
  onClose(): void;
}

/** A destructive step asked once more (spec §8 confirm texts); Escape and Cancel leave everything as it was. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, busyLabel, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={title} role="alertdialog" dismissible={!busy}>
      {children}
      <FormMessages messages={error ? [error] : []} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          {t('controls.cancel')}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? (busyLabel ?? t('controls.deleting')) : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
