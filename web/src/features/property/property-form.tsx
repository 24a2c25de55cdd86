import type { Property } from '@hostel/shared/api/property-schemas';
import { updatePropertyBody } from '@hostel/shared/api/property-schemas';
import { CURRENCIES } from '@hostel/shared/domain/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form-actions';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { currentLanguage } from '../../lib/i18n/i18n';
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
  const { t } = useTranslation();
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
  const language = currentLanguage();
  // Countries named in the screens' language; the first choice is "not set".
  const countries = useMemo(
    () =>
      countryOptions(language === 'es-AR' ? 'es-AR' : 'en').map((option) =>
        option.value === '' ? { ...option, label: t('property.notSet') } : option,
      ),
    [language, t],
  );

  const submit = form.onSubmit(async (body) => {
    await update.mutateAsync(body);
    onSaved(t('property.form.saved'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <div className="form-grid">
        <TextField
          label={t('property.form.propertyName')}
          autoComplete="organization"
          required
          maxLength={100}
          {...form.bind('propertyName')}
        />
        <TextField label={t('property.form.street')} autoComplete="street-address" maxLength={100} {...form.bind('street')} />
        <TextField label={t('property.form.city')} autoComplete="address-level2" maxLength={50} {...form.bind('city')} />
        <TextField label={t('property.form.postalCode')} autoComplete="postal-code" maxLength={20} {...form.bind('postalCode')} />
        <SelectField label={t('property.form.country')} autoComplete="country" options={countries} {...form.bind('countryCode')} />
        <TextField label={t('property.form.email')} type="email" autoComplete="email" maxLength={50} {...form.bind('email')} />
        <TextField label={t('property.form.phoneNumber')} type="tel" autoComplete="tel" maxLength={30} {...form.bind('phoneNumber')} />
        <SelectField
          label={t('property.form.currency')}
          options={CURRENCY_OPTIONS}
          hint={t('property.form.currencyHint')}
          {...form.bind('currency')}
        />
        <SelectField
          label={t('property.form.timeZone')}
          options={zones}
          hint={t('property.form.timeZoneHint')}
          {...form.bind('timeZone')}
        />
      </div>
      <FormActions
        form={form}
        label={t('components.save')}
        busyLabel={t('components.saving')}
        cancelLabel={t('components.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
