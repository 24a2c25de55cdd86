import type { Property } from '@hostel/shared/api/property-schemas';
import { updatePropertyBody } from '@hostel/shared/api/property-schemas';
import { CURRENCIES } from '@hostel/shared/domain/money';
import { useMemo } from 'react';
import { FormActions } from '../../components/form-actions';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useForm } from '../../lib/use-form';
import { useUpdateProperty } from './api/update-property';
import { countryOptions, timeZoneOptions } from './property-form-options';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

interface PropertyFormProps {
  property: Property;
  onSaved(message: string): void;
  onCancel(): void;
}

/** Edit property (spec §5): every field is sent, so one left empty is cleared, as the API expects. */
export function PropertyForm({ property, onSaved, onCancel }: PropertyFormProps) {
  const update = useUpdateProperty();
  const form = useForm(updatePropertyBody, {
    propertyName: property.property_name,
    street: property.address.street,
    city: property.address.city,
    postalCode: property.address.postal_code,
    countryCode: property.address.country_code,
    email: property.contact_info.email,
    phoneNumber: property.contact_info.phone_number,
    timeZone: property.time_zone,
    currency: property.currency,
  });
  const zones = useMemo(() => timeZoneOptions(property.time_zone), [property.time_zone]);
  const countries = useMemo(() => countryOptions(), []);

  const submit = form.onSubmit(async (body) => {
    await update.mutateAsync(body);
    onSaved('Property updated successfully');
  });

  return (
    <form noValidate onSubmit={submit}>
      <div className="form-grid">
        <TextField label="Property name" autoComplete="organization" required maxLength={100} {...form.bind('propertyName')} />
        <TextField label="Street" autoComplete="street-address" maxLength={100} {...form.bind('street')} />
        <TextField label="City" autoComplete="address-level2" maxLength={50} {...form.bind('city')} />
        <TextField label="Postal code" autoComplete="postal-code" maxLength={20} {...form.bind('postalCode')} />
        <SelectField label="Country" autoComplete="country" options={countries} {...form.bind('countryCode')} />
        <TextField label="Email" type="email" autoComplete="email" maxLength={50} {...form.bind('email')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" maxLength={30} {...form.bind('phoneNumber')} />
        <SelectField label="Currency" options={CURRENCY_OPTIONS} hint="New room types start in this currency." {...form.bind('currency')} />
        <SelectField
          label="Time zone"
          options={zones}
          hint="Today's date on the rates page and the calendar follows this zone."
          {...form.bind('timeZone')}
        />
      </div>
      <FormActions form={form} onCancel={onCancel} />
    </form>
  );
}
