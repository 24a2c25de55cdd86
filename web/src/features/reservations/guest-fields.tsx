import type { ChangeEvent } from 'react';
import { TextField } from '../../components/text-field';
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
  /** The guest's own page corrects the email; elsewhere it is the one looked up, read-only. */
  emailEditable?: boolean;
}

/** The guest form's fields (spec §5): names required, email read-only, the rest optional. */
export function GuestFields({ bind, autoFocus, emailEditable }: GuestFieldsProps) {
  const email = bind('email');
  return (
    <div className="form-grid">
      <TextField label="First name" autoComplete="off" required maxLength={100} autoFocus={autoFocus} {...bind('firstName')} />
      <TextField label="Last name" autoComplete="off" required maxLength={100} {...bind('lastName')} />
      {emailEditable ? (
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
    </div>
  );
}
