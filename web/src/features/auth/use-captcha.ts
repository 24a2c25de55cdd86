import { ERROR_CODES } from '@hostel/shared/api/error-codes';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';

/** The captcha a form sends: always (sign-up), or once the server has asked for one (sign-in, restore). */
export function useCaptcha(always = false) {
  const { t } = useTranslation();
  const [needed, setNeeded] = useState(always);
  // The widget's answer in a ref, not in state: a submit right after the solve reads it before React renders again.
  const answer = useRef<string | null>(null);
  const [error, setError] = useState<string>();
  // A used or refused captcha answer cannot be sent again: a new round remounts the widget.
  const [round, setRound] = useState(0);

  return {
    needed,
    answer,
    round,
    /** Shows that the captcha is asked and not solved yet. */
    showMissing: () => setError(t('auth.captchaMissing')),
    /** What this try sends: nothing when no captcha is asked, null (with the error shown) when one is asked and not solved. */
    proof(): { captchaToken?: string } | null {
      if (!needed) return {};
      if (!answer.current) {
        setError(t('auth.captchaMissing'));
        return null;
      }
      return { captchaToken: answer.current };
    },
    /** Forgets a sent answer and remounts the widget for a new one. */
    renew() {
      answer.current = null;
      setRound((current) => current + 1);
    },
    /** Asks for the captcha from now on when the server refused a try without one. */
    notice(refusal: unknown) {
      if (refusal instanceof ApiError && refusal.code === ERROR_CODES.captchaRequired) setNeeded(true);
    },
    fieldProps: {
      error,
      onChange(payload: string | null) {
        answer.current = payload;
        if (payload) setError(undefined);
      },
    },
  };
}

export type Captcha = ReturnType<typeof useCaptcha>;
