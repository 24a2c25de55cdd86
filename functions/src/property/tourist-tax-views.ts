import type { TouristTaxSetting } from '@hostel/shared/api/tourist-tax-schemas';
import { currencyOfCountry } from '@hostel/shared/domain/country-currency';
import { fromCents } from '@hostel/shared/domain/money';
import type { PropertyRecord } from '../data/property-repository';

/** The property's tourist tax as the API tells it: off, 0, for everyone until set. */
export function touristTaxView(property: PropertyRecord): TouristTaxSetting {
  const tax = property.touristTax;
  return {
    enabled: tax?.enabled ?? false,
    amount: fromCents(tax?.amountCents ?? 0),
    applies_to: tax?.appliesTo ?? 'everyone',
    currency: property.currency ?? currencyOfCountry(property.countryCode),
  };
}
