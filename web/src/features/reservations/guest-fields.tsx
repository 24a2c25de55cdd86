import { MAX_GUEST_NOTES } from '@hostel/shared/api/guest-schemas';
import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { countryOptions } from '../../lib/country-options';
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
  const email = bind('email');
  return (
    <div className="form-grid">
      <TextField label="First name" autoComplete="off" required maxLength={100} autoFocus={autoFocus} {...bind('firstName')} />
      <TextField label="Last name" autoComplete="off" required maxLength={100} {...bind('lastName')} />
      {full ? (
        <TextField label="Email" type="email" autoComplete="off" maxLength={50} hint="Optional; unique among your guests." {...email} />
      ) : (
        <TextField
          label="Email"
          type="email"
          readOnly
          hint={email.value ? 'The email identifies the guest and cannot be changed here.' : 'No email: the guest is added without one.'}
          {...email}
        />
      )}
      <TextField label="Passport or ID number" autoComplete="off" maxLength={25} {...bind('idNumber')} />
      <TextField label="Phone" type="tel" autoComplete="off" maxLength={30} {...bind('phoneNumber')} />
      <TextField label="City" autoComplete="off" maxLength={50} {...bind('city')} />
      <TextField label="Street" autoComplete="off" maxLength={100} {...bind('street')} />
      <TextField label="Country code" autoComplete="off" maxLength={2} hint="Two letters, such as AR or US" {...bind('countryCode')} />
      <TextField label="Postal code" autoComplete="off" maxLength={20} {...bind('postalCode')} />
      {full ? (
        <>
          <SelectField label="Nationality" options={countryOptions()} hint="For reports and police registers" {...bind('nationality')} />
          <NotesField {...bind('notes')} />
        </>
      ) : null}
    </div>
  );
}

/** Notes about the guest: several lines, up to 2000 characters. */
function NotesField({ name, value, error, onChange }: BoundField) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field field-wide">
      <label htmlFor={id}>Notes</label>
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
