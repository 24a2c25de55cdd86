import { MAX_GUEST_NOTES } from '@hostel/shared/api/guest-schemas';
import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { countryOptions } from '../../lib/country-options';
import { currentLanguage } from '../../lib/i18n/i18n';
import type { GuestFormValues } from './guest-form-values';

/** A field as useForm binds it. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void;
}

interface GuestFieldsProps {
  bind(name: keyof GuestFormValues & string): BoundField;
  /** Focus the first name when the fields appear (a dialog step). */
  autoFocus?: boolean;
  /** The guest's own page: the email can be corrected, and nationality and notes are edited too. */
  full?: boolean;
}

/** The guest form's fields (spec §5): names required, email read-only, the rest optional. */
export function GuestFields({ bind, autoFocus, full }: GuestFieldsProps) {
  const { t } = useTranslation();
  const email = bind('email');
  return (
    <div className="form-grid">
      <TextField
        label={t('guests.fields.firstName')}
        autoComplete="off"
        required
        maxLength={100}
        autoFocus={autoFocus}
        {...bind('firstName')}
      />
      <TextField label={t('guests.fields.lastName')} autoComplete="off" required maxLength={100} {...bind('lastName')} />
      {full ? (
        <TextField
          label={t('guests.facts.email')}
          type="email"
          autoComplete="off"
          maxLength={50}
          hint={t('guests.fields.emailOptional')}
          {...email}
        />
      ) : (
        <TextField
          label={t('guests.facts.email')}
          type="email"
          readOnly
          hint={email.value ? t('guests.fields.emailFixed') : t('guests.fields.emailNone')}
          {...email}
        />
      )}
      <TextField label={t('guests.facts.idNumber')} autoComplete="off" maxLength={25} {...bind('idNumber')} />
      <TextField label={t('guests.facts.phone')} type="tel" autoComplete="off" maxLength={30} {...bind('phoneNumber')} />
      <TextField label={t('guests.facts.city')} autoComplete="off" maxLength={50} {...bind('city')} />
      <TextField label={t('guests.facts.street')} autoComplete="off" maxLength={100} {...bind('street')} />
      <TextField
        label={t('guests.facts.countryCode')}
        autoComplete="off"
        maxLength={2}
        hint={t('guests.fields.countryCodeHint')}
        {...bind('countryCode')}
      />
      <TextField label={t('guests.facts.postalCode')} autoComplete="off" maxLength={20} {...bind('postalCode')} />
      {full ? (
        <>
          <SelectField
            label={t('guests.page.nationality')}
            options={nationalities(t('guests.fields.nationalityNotSet'))}
            hint={t('guests.fields.nationalityHint')}
            {...bind('nationality')}
          />
          <NotesField {...bind('notes')} />
        </>
      ) : null}
    </div>
  );
}

/** Countries named in the current language, after a first "not set" choice. */
function nationalities(notSet: string) {
  return countryOptions(currentLanguage()).map((option) => (option.value === '' ? { ...option, label: notSet } : option));
}

/** Notes about the guest: several lines, up to 2000 characters. */
function NotesField({ name, value, error, onChange }: BoundField) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field field-wide">
      <label htmlFor={id}>{t('guests.page.notes')}</label>
      <textarea
        id={id}
        name={name}
        rows={4}
        maxLength={MAX_GUEST_NOTES}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
