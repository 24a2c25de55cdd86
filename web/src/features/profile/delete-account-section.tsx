import type { Role } from '@hostel/shared/api/account-schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { logout } from '../../lib/session/logout';
import { useDeleteAccount } from './api/delete-account';
import { deleteAccountTexts, deletePropertyTexts, LOGOUT_AFTER_DELETE_MS, sameName } from './delete-account-texts';
import { ExportLinks } from './export-links';

/** A refusal the user can act on (wrong password or name, too many tries) says why; anything else is the spec's text. */
function failureOf(error: unknown): string {
  const actionable = error instanceof ApiError && [400, 403, 429].includes(error.status) && error.messages.length === 1;
  return actionable ? error.messages[0]! : deletePropertyTexts.failed;
}

/** Said only once what is typed can no longer become the name, not while it is being typed. */
const strayName = (typed: string, name: string) =>
  !name.normalize('NFC').startsWith(typed.trimStart().normalize('NFC')) && !sameName(typed, name);

/** The 'Delete your account' section: a button, then a confirmation dialog worded for the role. */
export function DeleteAccountSection({ role, propertyName }: { role: Role; propertyName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [typedName, setTypedName] = useState('');
  const deletion = useDeleteAccount();
  const navigate = useNavigate();
  const texts = deleteAccountTexts(role);
  const isAdmin = role === 'admin';
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
  // The admin deletes the whole property: only with the password and the property's name typed (decisions.md).
  const confirmed = !isAdmin || (password !== '' && sameName(typedName, propertyName));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !confirmed) return;
    deletion.mutate(isAdmin ? { password, propertyName: typedName } : undefined);
  }

  return (
    <section className="card danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('profile.deleteTitle')}</h2>
      <p>{texts.description}.</p>
      <button
        type="button"
        className="button button-danger"
        onClick={() => {
          deletion.reset();
          setPassword('');
          setTypedName('');
          setOpen(true);
        }}
      >
        {t('profile.deleteButton')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={texts.title} dismissible={!busy} role="alertdialog">
        <p>{texts.description}.</p>
        <p>{texts.consequence}</p>
        {isAdmin ? <ExportLinks /> : null}
        <form className="delete-account-form" noValidate onSubmit={submit}>
          {isAdmin ? (
            <>
              <TextField
                label={deletePropertyTexts.password}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                disabled={busy}
                onChange={(event) => setPassword(event.target.value)}
              />
              <TextField
                label={t('profile.deleteProperty.nameLabel', { name: propertyName })}
                name="propertyName"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                required
                value={typedName}
                disabled={busy}
                error={strayName(typedName, propertyName) ? deletePropertyTexts.nameMismatch : undefined}
                onChange={(event) => setTypedName(event.target.value)}
              />
            </>
          ) : null}
          <div role="status">
            {deletion.isPending ? (
              <p>{deletePropertyTexts.deleting}</p>
            ) : deleted ? (
              <>
                <p className="delete-success">{deletePropertyTexts.deleted}</p>
                {isAdmin ? <p>{deletePropertyTexts.restorable}</p> : null}
              </>
            ) : null}
          </div>
          <div role="alert">{deletion.isError ? <p className="delete-failure">{failureOf(deletion.error)}</p> : null}</div>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => setOpen(false)} disabled={busy}>
              {t('components.cancel')}
            </button>
            <button type="submit" className="button button-danger" disabled={busy || !confirmed}>
              {deletion.isPending ? deletePropertyTexts.deleting : texts.confirm}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
