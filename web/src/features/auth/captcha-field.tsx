import 'altcha';
import { endpointUrl } from '@hostel/shared/api/endpoints';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../lib/i18n/i18n';

// ALTCHA's widget: a self-hosted proof of work solved in the browser, no third party, no tracking.

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        name?: string;
        type?: 'native' | 'checkbox' | 'switch';
        language?: string;
      };
    }
  }
}

interface CaptchaFieldProps {
  /** Called with the solved payload, or null when it is reset or expires. */
  onChange(payload: string | null): void;
  error?: string | undefined;
}

const CHALLENGE_URL = endpointUrl('getCaptchaChallenge');

type AltchaStrings = Record<string, string>;
const altcha = (
  globalThis as unknown as {
    $altcha: { i18n: { get(code: string): AltchaStrings | undefined; set(code: string, strings: AltchaStrings): void } };
  }
).$altcha;

/**
 * Gives the widget its words in the screens' language, from the catalogs, under a lower-case code (the widget
 * looks its languages up in lower case). Words we do not give (the audio challenge's) stay its English ones.
 */
function widgetLanguage(t: TFunction): string {
  const code = currentLanguage().toLowerCase();
  const label = t('auth.captcha.website');
  const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${label}">ALTCHA</a>`; // i18n-exempt: a brand
  altcha.i18n.set(code, {
    ...altcha.i18n.get('en'),
    label: t('auth.captcha.label'),
    verifying: t('auth.captcha.verifying'),
    verified: t('auth.captcha.verified'),
    waitAlert: t('auth.captcha.waitAlert'),
    verificationRequired: t('auth.captcha.verificationRequired'),
    error: t('auth.captcha.error'),
    expired: t('auth.captcha.expired'),
    ariaLinkLabel: label,
    footer: `${t('auth.captcha.protectedBy')} ${link}`,
  });
  return code;
}

export function CaptchaField({ onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  // t changes with the language: the widget then gets that language's words.
  const language = useMemo(() => widgetLanguage(t), [t]);
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, []);

  return (
    <div className="captcha">
      <altcha-widget ref={ref} challenge={CHALLENGE_URL} auto="onfocus" name="captchaToken" type="checkbox" language={language} />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
