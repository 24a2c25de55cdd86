import { amount } from '@hostel/shared/api/number-fields';
import { MAX_TOTAL_PRICE_ANY_CURRENCY } from '@hostel/shared/domain/currency-limits';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { FormActions } from '../../components/form-actions';
import { NumberField } from '../../components/number-field';
import { useForm } from '../../lib/use-form';

/** Every currency's field, empty. */
function blankCounts(currencies: readonly string[]): Record<string, string> {
  const blank: Record<string, string> = {};
  for (const currency of currencies) blank[currency] = '';
  return blank;
}

interface ShiftCountFormProps {
  currencies: readonly string[];
  /** Each currency's field label, e.g. "Float in ARS". */
  label(currency: string): string;
  submitLabel: string;
  /** Sends the counts (plain amounts); what it answers is said under the button. */
  onCount(counts: { currency: string; amount: string }[]): Promise<string>;
}

/** One amount per currency of the drawer: the float that opens a shift, or the count that closes it. */
export function ShiftCountForm({ currencies, label, submitLabel, onCount }: ShiftCountFormProps) {
  const schema = useMemo(
    () =>
      z.strictObject(
        Object.fromEntries(currencies.map((currency) => [currency, amount('label.amount', { min: 0, max: MAX_TOTAL_PRICE_ANY_CURRENCY })])),
      ),
    [currencies],
  );
  const form = useForm(schema, blankCounts(currencies), () =>
    Object.fromEntries(currencies.map((currency) => [currency, { money: currency }])),
  );
  const submit = form.onSubmit((fields) =>
    onCount(currencies.map((currency) => ({ currency, amount: String((fields as Record<string, number>)[currency]) }))),
  );
  return (
    <form noValidate onSubmit={submit} className="drawer-count">
      <div className="form-grid">
        {currencies.map((currency) => (
          <NumberField key={currency} label={label(currency)} kind={{ money: currency }} required {...form.bind(currency)} />
        ))}
      </div>
      <FormActions form={form} label={submitLabel} />
    </form>
  );
}
