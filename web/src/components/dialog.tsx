import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  /** Called when the dialog closes by itself: Escape, a form with method="dialog", or the close button. */
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  /** False while something runs that must not be interrupted (Escape is then ignored). */
  dismissible?: boolean;
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * The modal every feature shares: native <dialog> with showModal (focus trapped, Escape closes, the
 * rest of the page inert), labelled by its title, and focus back on the opener when it closes.
 */
export function Dialog({ open, onClose, title, children, dismissible = true, role, className }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      if (!dismissibleRef.current) event.preventDefault();
    };
    const onNativeClose = () => {
      opener.current?.focus();
      opener.current = null;
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      // Unmounted while open (e.g. navigation): leave no inert page behind.
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} className={['dialog', className].filter(Boolean).join(' ')} aria-labelledby={titleId} role={role}>
      <div className="dialog-header">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <button
          type="button"
          className="dialog-close"
          aria-label={t('controls.closeDialog')}
          disabled={!dismissible}
          onClick={() => ref.current?.close()}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      </div>
      <div className="dialog-body">{open ? children : null}</div>
    </dialog>
  );
}
