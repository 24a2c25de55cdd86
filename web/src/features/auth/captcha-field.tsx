import 'altcha';
import { endpointUrl } from '@hostel/shared/api/endpoints';
import { useEffect, useRef } from 'react';

// ALTCHA's widget: a self-hosted proof of work solved in the browser, no third party, no tracking.

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        name?: string;
        type?: 'native' | 'checkbox' | 'switch';
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

export function CaptchaField({ onChange, error }: CaptchaFieldProps) {
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
      <altcha-widget ref={ref} challenge={CHALLENGE_URL} auto="onfocus" name="captchaToken" type="checkbox" />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
