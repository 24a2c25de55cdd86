import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from './use-captcha';

// Most tries never need the captcha: its widget loads only when the server asks for it.
const CaptchaField = lazy(() => import('./captcha-field').then((module) => ({ default: module.CaptchaField })));

/** The captcha widget, shown and loaded once the server asks for it. */
export function CaptchaOnDemand({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation();
  if (!captcha.needed) return null;
  return (
    <Suspense fallback={<p role="status">{t('auth.signInPage.loadingCaptcha')}</p>}>
      <CaptchaField key={captcha.round} {...captcha.fieldProps} />
    </Suspense>
  );
}
