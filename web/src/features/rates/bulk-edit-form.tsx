import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { MAX_RANGE_NIGHTS } from '@hostel/shared/api/rate-schemas';
import { FormActions } from '../../components/form-actions';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { formatPrice, priceStep } from '../../lib/format-money';
import { useForm } from '../../lib/use-form';
import { useCreateRateRange } from './api/create-rate-range';
import { bulkEditFormFor } from './rates-view';

interface BulkEditFormProps {
  roomTypes: RatesAndAvailability['room_types'];
  /** First night offered: the week on screen, or today if that is later. */
  start: string;
  today: string;
  onSaved(message: string): void;
  onCancel(): void;
}

const KIND = { dorm: 'Dorm', private: 'Private' } as const;

/** Bulk Edit (spec §5 "Bulk rates"): a rate, and optionally the units for sale, for a range of nights. */
export function BulkEditForm({ roomTypes, start, today, onSaved, onCancel }: BulkEditFormProps) {
  const create = useCreateRateRange();
  const form = useForm(bulkEditFormFor(roomTypes), {
    roomTypeId: roomTypes[0]?._id ?? '',
    start_date: start,
    end_date: start,
    custom_rate: '',
    custom_availability: '',
  });
  const selected = roomTypes.find((type) => type._id === form.values.roomTypeId) ?? roomTypes[0];
  const units = selected?.type === 'dorm' ? 'beds' : 'rooms';

  const submit = form.onSubmit(async (body) => {
    if (!selected) return;
    await create.mutateAsync({ roomTypeId: selected._id, body });
    onSaved(`Rates and availability updated for ${selected.description}`);
  });

  return (
    <form noValidate onSubmit={submit}>
      <SelectField
        label="Room type"
        options={roomTypes.map((type) => ({ value: type._id, label: `${type.description} (${KIND[type.type]})` }))}
        {...form.bind('roomTypeId')}
      />
      <fieldset className="plain-fieldset">
        <legend>Nights, both dates included</legend>
        <p className="field-hint form-lead">
          The start and end dates are both nights the change covers: from 24 to 26 December sets the nights of the 24th, 25th and 26th. Up
          to {MAX_RANGE_NIGHTS} nights.
        </p>
        <div className="form-grid">
          <TextField label="Start date" type="date" min={today} required {...form.bind('start_date')} />
          <TextField label="End date" type="date" min={form.values.start_date || today} required {...form.bind('end_date')} />
        </div>
      </fieldset>
      <div className="form-grid">
        <TextField
          label={`Rate per night${selected ? ` (${selected.currency})` : ''}`}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={selected ? priceStep(selected.currency) : 0.01}
          required
          hint={
            selected
              ? `Base rate ${formatPrice(selected.base_rate, selected.currency)}. ${selected.type === 'dorm' ? 'Per guest.' : 'Per room.'}`
              : undefined
          }
          {...form.bind('custom_rate')}
        />
        <TextField
          label="Availability"
          type="number"
          inputMode="numeric"
          min={0}
          max={selected?.capacity}
          step={1}
          hint={`${units[0]!.toUpperCase()}${units.slice(1)} still for sale each night${selected ? `, at most ${selected.capacity}` : ''}; 0 closes the nights. Leave empty to keep it as it is.`}
          {...form.bind('custom_availability')}
        />
      </div>
      <FormActions form={form} onCancel={onCancel} />
    </form>
  );
}
