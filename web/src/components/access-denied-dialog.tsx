import { Dialog } from './dialog';

interface AccessDeniedDialogProps {
  open: boolean;
  onClose(): void;
}

/** Shown when a role may not open an editor (spec §6): employees on property, rates, users, room types. */
export function AccessDeniedDialog({ open, onClose }: AccessDeniedDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Access denied" role="alertdialog">
      <p>You don't have permissions to access this page.</p>
      <p>Contact an administrator or manager</p>
      <form method="dialog" className="dialog-actions">
        <button type="submit" className="button button-primary">
          Close
        </button>
      </form>
    </Dialog>
  );
}
