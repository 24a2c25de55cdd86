import type { Role } from '@hostel/shared/api/account-schemas';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { logout } from '../../lib/session/logout';
import { useDeleteAccount } from './api/delete-account';
import { deleteAccountTexts, LOGOUT_AFTER_DELETE_MS } from './delete-account-texts';

/** The 'Delete your account' section: a button, then a confirmation dialog worded for the role. */
export function DeleteAccountSection({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  const navigate = useNavigate();
  const texts = deleteAccountTexts(role);
  const deleted = deletion.isSuccess;

  useEffect(() => {
    if (!deleted) return;
    const timer = window.setTimeout(async () => {
      // The session ended with the account; the logout only tidies up, so its failure does not matter.
      await logout().catch(() => undefined);
      navigate('/', { replace: true });
    }, LOGOUT_AFTER_DELETE_MS);
    return () => window.clearTimeout(timer);
  }, [deleted, navigate]);

  const busy = deletion.isPending || deleted;

  return (
    <section className="card danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete your account</h2>
      <p>{texts.description}.</p>
      <button
        type="button"
        className="button button-danger"
        onClick={() => {
          deletion.reset();
          setOpen(true);
        }}
      >
        Delete account
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={texts.title} dismissible={!busy} role="alertdialog">
        <p>{texts.description}.</p>
        <p>{texts.consequence}</p>
        <div role="status">
          {deletion.isPending ? (
            <p>Deleting account...</p>
          ) : deleted ? (
            <p className="delete-success">Account deleted successfully</p>
          ) : null}
        </div>
        <div role="alert">
          {deletion.isError ? <p className="delete-failure">Unable to delete account. Please Contact support</p> : null}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="button button-danger" onClick={() => deletion.mutate()} disabled={busy}>
            {deletion.isPending ? 'Deleting account...' : texts.confirm}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
