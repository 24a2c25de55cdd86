import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import { MAX_RANGE_NIGHTS } from '@hostel/shared/api/rate-schemas';
import { useTranslation } from 'react-i18next';
import { MIN_STAY_LIMITS } from '@hostel/shared/domain/stay-restrictions';
import { CheckboxField } from '../../components/checkbox-field';
import { FormActions } from '../../components/form-actions';
import { NumberField } from '../../components/number-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { formatPrice } from '../../lib/format-money';
import { useForm } from '../../lib/use-form';
import { useCreateRateRange } from './api/create-rate-range';
import { bulkEditFormFor } from './rates-view';
import { kindLabel } from '../../lib/unit-names';

interface BulkEditFormProps {
  roomTypes: RatesAndAvailability['room_types'];
  /** First night offered: the week on screen, or today if that is later. */
  start: string;
  today: string;
  onSaved(message: string): void;
  onCancel(): void;
}

/** Bulk Edit (spec §5 "Bulk rates"): a rate, and optionally the units for sale and restrictions, for a range of nights. */
export function BulkEditForm({ roomTypes, start, today, onSaved, onCancel }: BulkEditFormProps) {
  const { t } = useTranslation();
  const create = useCreateRateRange();
  const currencyOf = (id: string) => (roomTypes.find((type) => type._id === id) ?? roomTypes[0])?.currency ?? '';
  const form = useForm(
    bulkEditFormFor(roomTypes),
    {
      roomTypeId: roomTypes[0]?._id ?? '',
      start_date: start,
      end_date: start,
      custom_rate: '',
      custom_availability: '',
      min_stay: '',
      closed_to_arrival: false,
      closed_to_departure: false,
      stop_sell: false,
    },
    (values) => ({ custom_rate: { money: currencyOf(values.roomTypeId) }, custom_availability: 'count', min_stay: 'count' }),
  );
  const selected = roomTypes.find((type) => type._id === form.values.roomTypeId) ?? roomTypes[0];

  const submit = form.onSubmit(async (body) => {
    if (!selected) return;
    await create.mutateAsync({ roomTypeId: selected._id, body });
    onSaved(t('rates.saved', { type: selected.description }));
  });

  return (
    <form noValidate onSubmit={submit}>
      <SelectField
        label={t('rates.roomType')}
        options={roomTypes.map((type) => ({ value: type._id, label: `${type.description} (${kindLabel(type.type)})` }))}
        {...form.bind('roomTypeId')}
      />
      <fieldset className="plain-fieldset">
        <legend>{t('rates.nights')}</legend>
        <p className="field-hint form-lead">{t('rates.nightsHint', { max: MAX_RANGE_NIGHTS })}</p>
        <div className="form-grid">
          <TextField label={t('rates.startDate')} type="date" min={today} required {...form.bind('start_date')} />
          <TextField label={t('rates.endDate')} type="date" min={form.values.start_date || today} required {...form.bind('end_date')} />
        </div>
      </fieldset>
      <div className="form-grid">
        <NumberField
          label={selected ? t('rates.ratePerNightIn', { currency: selected.currency }) : t('rates.ratePerNight')}
          kind={{ money: selected?.currency ?? '' }}
          required
          hint={
            selected
              ? t(selected.type === 'dorm' ? 'rates.baseRatePerGuest' : 'rates.baseRatePerRoom', {
                  price: formatPrice(selected.base_rate, selected.currency),
                })
              : undefined
          }
          {...form.bind('custom_rate')}
        />
        <NumberField
          label={t('rates.availability')}
          kind="count"
          hint={
            selected
              ? t(selected.type === 'dorm' ? 'rates.availabilityHintDorm' : 'rates.availabilityHintPrivate', { max: selected.capacity })
              : undefined
          }
          {...form.bind('custom_availability')}
        />
      </div>
      <fieldset className="plain-fieldset">
        <legend>{t('rates.restrictions')}</legend>
        <p className="field-hint form-lead">{t('rates.restrictionsHint')}</p>
        <div className="form-grid">
          <NumberField
            label={t('rates.minStay')}
            kind="count"
            hint={t('rates.minStayHint', { max: MIN_STAY_LIMITS.max })}
            {...form.bind('min_stay')}
          />
        </div>
        <CheckboxField label={t('rates.closedToArrival')} {...form.bindCheckbox('closed_to_arrival')} />
        <CheckboxField label={t('rates.closedToDeparture')} {...form.bindCheckbox('closed_to_departure')} />
        <CheckboxField label={t('rates.stopSell')} {...form.bindCheckbox('stop_sell')} />
      </fieldset>
      <FormActions
        form={form}
        onCancel={onCancel}
        label={t('components.save')}
        busyLabel={t('components.saving')}
        cancelLabel={t('components.cancel')}
      />
    </form>
  );
}
