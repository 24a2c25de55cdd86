import { signInBody } from '@hostel/shared/api/account-schemas';
import type { ExportEntity } from '@hostel/shared/api/export-schemas';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FormStatus } from '../../../components/form-status';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../lib/use-form';
import { exportClosedPropertyData } from '../api/export-closed-property-data';
import { restoreProperty } from '../api/restore-property';
import { AuthCard } from '../auth-card';
import { CaptchaOnDemand } from '../captcha-on-demand';
import { useCaptcha } from '../use-captcha';
import '../auth.css';

type Intent = { kind: 'restore' } | { kind: 'download'; what?: ExportEntity };

/** Saves a downloaded file under the name the server gave it. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// A deleted property is closed for 30 days: its admin, who cannot sign in meanwhile, reopens it here or
// downloads its data, with the email and password under sign-in's limits (a captcha when the server asks).
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const typed = (location.state as { username?: string } | null)?.username ?? '';
  const form = useForm(signInBody, { username: typed, password: '' });
  const intent = useRef<Intent>({ kind: 'restore' });
  const [restored, setRestored] = useState(false);
  const captcha = useCaptcha();

  const submit = form.onSubmit(async (body) => {
    const token = captcha.proof();
    if (!token) return;
    const proof = { ...body, ...token };
    // A solved captcha is good for one try.
    if (captcha.needed) captcha.renew();
    try {
      const chosen = intent.current;
      if (chosen.kind === 'download') {
        const file = await exportClosedPropertyData(proof, chosen.what);
        save(file.blob, file.fileName);
        return;
      }
      const answer = await restoreProperty(proof);
      setRestored(true);
      return answer.msg;
    } catch (error) {
      captcha.notice(error);
      throw error;
    }
  });

  const choose = (next: Intent) => () => {
    intent.current = next;
  };

  return (
    <AuthCard title={t('auth.restore.title')} lead={<p>{t('auth.restore.lead')}</p>}>
      <form onSubmit={submit} noValidate>
        <TextField label={t('auth.email')} type="email" autoComplete="username" required maxLength={50} {...form.bind('username')} />
        <TextField label={t('auth.password')} type="password" autoComplete="current-password" required {...form.bind('password')} />
        <CaptchaOnDemand captcha={captcha} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={form.submitting || restored}
          onClick={choose({ kind: 'restore' })}
        >
          {form.submitting && intent.current.kind === 'restore' ? t('auth.restore.restoring') : t('auth.restore.restore')}
        </button>
        <FormStatus form={form} />
        <section className="restore-download" aria-labelledby="restore-download-title">
          <h2 id="restore-download-title">{t('auth.restore.download')}</h2>
          <p>{t('auth.restore.downloadIntro')}</p>
          <div className="auth-actions">
            <button type="submit" className="button" disabled={form.submitting} onClick={choose({ kind: 'download' })}>
              {t('profile.deleteProperty.exportJson')}
            </button>
            <button
              type="submit"
              className="button"
              disabled={form.submitting}
              onClick={choose({ kind: 'download', what: 'reservations' })}
            >
              {t('profile.deleteProperty.exportReservations')}
            </button>
            <button type="submit" className="button" disabled={form.submitting} onClick={choose({ kind: 'download', what: 'guests' })}>
              {t('profile.deleteProperty.exportGuests')}
            </button>
          </div>
          {form.submitting && intent.current.kind === 'download' ? <p role="status">{t('auth.restore.downloading')}</p> : null}
        </section>
      </form>
      <p className="auth-links">
        <Link to="/accounts/login">{restored ? t('auth.restore.signInNow') : t('auth.restore.backToSignIn')}</Link>
      </p>
    </AuthCard>
  );
}
