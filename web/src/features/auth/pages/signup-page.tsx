import { registerBody } from '@hostel/shared/api/account-schemas';
import { matches } from '@hostel/shared/api/fields';
import { countryOfLocales } from '@hostel/shared/domain/country-currency';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useCaptcha } from '../use-captcha';
import '../auth.css';
import { said } from '@hostel/shared/i18n/message';

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
  .check(matches('password', 'confirmPassword', said('validation.passwordsDonTMatch')));

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
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha(true);
  // Named in the screens' language, again after a switch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is the trigger, read inside countryOptions
  const countries = useMemo(() => countryOptions(), [i18n.language]);
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
    const token = captcha.answer.current;
    if (!token) {
      captcha.showMissing();
      return;
    }
    try {
      await register({ ...fields, captchaToken: token, timeZone: browserTimeZone() });
    } catch (error) {
      captcha.renew();
      throw error;
    }
    rememberSignupEmail(fields.username);
    navigate(`/accounts/confirm-email/${encodeURIComponent(fields.username)}`);
  });

  return (
    <AuthCard
      title={t('auth.createFree')}
      lead={
        <p>
          {t('auth.signUp.alreadyHave')} <Link to="/accounts/login">{t('auth.signIn')}</Link>
        </p>
      }
      languageSwitch
    >
      <form onSubmit={submit} noValidate>
        <TextField label={t('auth.signUp.yourName')} autoComplete="given-name" required maxLength={50} {...form.bind('firstName')} />
        <TextField
          label={t('auth.signUp.propertyName')}
          autoComplete="organization"
          required
          maxLength={100}
          {...form.bind('propertyName')}
        />
        <TextField label={t('auth.email')} type="email" autoComplete="email" required maxLength={50} {...form.bind('username')} />
        <SelectField
          label={t('auth.signUp.country')}
          autoComplete="country"
          options={countries}
          hint={t('auth.signUp.countryHint')}
          {...form.bind('countryCode')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.passwordHint')}
          {...form.bind('password')}
        />
        <TextField
          label={t('auth.signUp.repeatPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.bind('confirmPassword')}
        />
        <CheckboxField
          {...form.bindCheckbox('acceptTerms')}
          label={
            <>
              {t('auth.signUp.acceptThe')} <Link to="/legal/terms-of-use">{t('auth.signUp.termsOfUse')}</Link> {t('auth.signUp.andThe')}{' '}
              <Link to="/legal/privacy-policy">{t('auth.signUp.privacyPolicy')}</Link>
            </>
          }
        />
        <CaptchaField key={captcha.round} {...captcha.fieldProps} />
        <SubmitButton busy={form.submitting} busyLabel={t('auth.signUp.creating')}>
          {t('auth.signUp.create')}
        </SubmitButton>
        <FormMessages messages={form.messages} />
      </form>
    </AuthCard>
  );
}
