import { registerBody } from '@hostel/shared/api/account-schemas';
import { matches } from '@hostel/shared/api/fields';
import { countryOfLocales } from '@hostel/shared/domain/country-currency';
import { PASSWORD_HINT } from '@hostel/shared/domain/password-policy';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';
import { FormMessages } from '../../../components/form-messages';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { countryOptions } from '../../../lib/country-options';
import { useForm } from '../../../lib/use-form';
import { register } from '../api/register';
import { AuthCard } from '../auth-card';
import { CaptchaField } from '../captcha-field';
import { rememberSignupEmail } from '../signup-email';
import '../auth.css';

const CAPTCHA_REQUIRED = 'Please complete the CAPTCHA';

// The API's own field rules, plus what only the form has: the repeated password.
const signupForm = z
  .object({
    firstName: registerBody.shape.firstName,
    propertyName: registerBody.shape.propertyName,
    username: registerBody.shape.username,
    countryCode: registerBody.shape.countryCode,
    password: registerBody.shape.password,
    confirmPassword: z.string(),
    acceptTerms: registerBody.shape.acceptTerms,
  })
  .check(matches('password', 'confirmPassword', "Passwords don't match"));

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The browser's region (`es-AR` → AR): the country the form starts with, which sets the property's currency. */
function browserCountry(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return countryOfLocales(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function Component() {
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string>();
  // A used or refused captcha answer cannot be sent again: a new round remounts the widget.
  const [captchaRound, setCaptchaRound] = useState(0);
  const countries = useMemo(() => countryOptions(), []);
  const form = useForm(signupForm, {
    firstName: '',
    propertyName: '',
    username: '',
    countryCode: browserCountry() ?? '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  });

  const submit = form.onSubmit(async ({ confirmPassword: _confirm, ...fields }) => {
    if (!captcha) {
      setCaptchaError(CAPTCHA_REQUIRED);
      return;
    }
    try {
      await register({ ...fields, captchaToken: captcha, timeZone: browserTimeZone() });
    } catch (error) {
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
      throw error;
    }
    rememberSignupEmail(fields.username);
    navigate(`/accounts/confirm-email/${encodeURIComponent(fields.username)}`);
  });

  return (
    <AuthCard
      title="Create an account for free"
      lead={
        <p>
          Already have an account? <Link to="/accounts/login">Sign in</Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField label="Your name" autoComplete="given-name" required maxLength={50} {...form.bind('firstName')} />
        <TextField label="Property name" autoComplete="organization" required maxLength={100} {...form.bind('propertyName')} />
        <TextField label="Email" type="email" autoComplete="email" required maxLength={50} {...form.bind('username')} />
        <SelectField
          label="Country"
          autoComplete="country"
          options={countries}
          hint="Your prices start in its currency; you can change both later in General info."
          {...form.bind('countryCode')}
        />
        <TextField label="Password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.bind('password')} />
        <TextField label="Repeat password" type="password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
        <CheckboxField
          {...form.bindCheckbox('acceptTerms')}
          label={
            <>
              I accept the <Link to="/legal/terms-of-use">terms of use</Link> and the <Link to="/legal/privacy-policy">privacy policy</Link>
            </>
          }
        />
        <CaptchaField
          key={captchaRound}
          error={captchaError}
          onChange={(payload) => {
            setCaptcha(payload);
            if (payload) setCaptchaError(undefined);
          }}
        />
        <SubmitButton busy={form.submitting} busyLabel="Creating your account…">
          Create account
        </SubmitButton>
        <FormMessages messages={form.messages} />
      </form>
    </AuthCard>
  );
}
