import { Dialog } from '../../../components/dialog';
import { FormMessages } from '../../../components/form-messages';

export type FinalStatus = 'canceled' | 'no_show';

const TEXTS: Record<FinalStatus, { title: string; confirm: string; busy: string }> = {
  canceled: { title: 'Cancel this reservation?', confirm: 'Cancel reservation', busy: 'Canceling…' },
  no_show: { title: 'Mark this reservation as no-show?', confirm: 'Mark as no-show', busy: 'Saving…' },
};

interface StatusConfirmDialogProps {
  status: FinalStatus | undefined;
  busy: boolean;
  error: string | undefined;
  onConfirm(status: FinalStatus): void;
  onClose(): void;
}

/** Cancel and no-show ask once more (spec §4): the reservation leaves the calendar but stays findable. */
export function StatusConfirmDialog({ status, busy, error, onConfirm, onClose }: StatusConfirmDialogProps) {
  const texts = TEXTS[status ?? 'canceled'];
  return (
    <Dialog open={status !== undefined} onClose={onClose} title={texts.title} role="alertdialog" dismissible={!busy}>
      <p>The reservation will no longer appear on the calendar, but you can still find it in the reservations tab.</p>
      <p>Its nights and beds are freed at once, and this cannot be undone.</p>
      <FormMessages messages={error ? [error] : []} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          Keep reservation
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => status && onConfirm(status)}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? texts.busy : texts.confirm}
        </button>
      </div>
    </Dialog>
  );
}
