import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a message stays on screen (spec §9). */
export const MESSAGE_DIALOG_MS = 2300;

interface MessageDialogProps {
  /** Empty means hidden. */
  message: string;
  tone?: 'success' | 'error';
  /** Called when the message should go away: after MESSAGE_DIALOG_MS or when closed by hand. */
  onClear(): void;
}

/**
 * A short non-modal message (a saved change, a failed call). The live region stays in the page so
 * screen readers announce each new message; the <dialog> inside it only shows it.
 */
export function MessageDialog({ message, tone = 'success', onClear }: MessageDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const clearRef = useRef(onClear);
  clearRef.current = onClear;

  useEffect(() => {
    const dialog = ref.current;
    if (!message) {
      if (dialog?.open) dialog.close();
      return;
    }
    if (dialog && !dialog.open) dialog.show();
    const timer = window.setTimeout(() => clearRef.current(), MESSAGE_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="message-dialog-region">
      <dialog
        ref={ref}
        className={`message-dialog message-dialog-${tone}`}
        aria-label={tone === 'error' ? t('controls.error') : t('controls.message')}
      >
        <p>{message}</p>
        <button type="button" className="dialog-close" aria-label={t('controls.dismissMessage')} onClick={() => clearRef.current()}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      </dialog>
    </div>
  );
}
