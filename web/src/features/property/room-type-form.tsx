import { createRoomTypeBody, GENDERS, ROOM_TYPE_KINDS, updateRoomTypeBody, type RoomType } from '@hostel/shared/api/room-type-schemas';
import { maxNightlyRate } from '@hostel/shared/domain/currency-limits';
import { CURRENCIES, type Currency } from '@hostel/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form-actions';
import { NumberField } from '../../components/number-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { formatPrice } from '../../lib/format-money';
import { numberInputText } from '../../lib/number-fields';
import { useForm } from '../../lib/use-form';
import { useCreateRoomType } from './api/create-room-type';
import { useUpdateRoomType } from './api/update-room-type';
import { bedsForInput, bedsNeededHint, genderLabel, occupancyText } from './room-type-view';
import { kindLabel } from '../../lib/unit-names';

// Made at each render: their names follow the screens' language.
const kindOptions = () => ROOM_TYPE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) })).reverse();
const genderOptions = () => GENDERS.map((gender) => ({ value: gender, label: genderLabel(gender) }));
const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

interface FormProps {
  onSaved(message: string): void;
  onCancel(): void;
}

/** Create room type (spec §5): private and mixed by default; its rooms and beds are made with it. */
export function CreateRoomTypeForm({ onSaved, onCancel, bedsLeft, currency }: FormProps & { bedsLeft: number; currency: string }) {
  const { t } = useTranslation();
  const create = useCreateRoomType();
  const form = useForm(
    createRoomTypeBody,
    {
      description: '',
      type: 'private',
      gender: 'mixed',
      max_occupancy: '',
      inventory: '1',
      base_rate: '',
      currency,
    },
    (values) => ({ base_rate: { money: values.currency }, max_occupancy: 'count', inventory: 'count' }),
  );
  const needed = bedsForInput(form.values.max_occupancy, form.values.inventory);

  const submit = form.onSubmit(async (body) => {
    const created = await create.mutateAsync(body);
    onSaved(t('roomTypes.form.created', { name: created.description, count: created.products.length }));
  });

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label={t('roomTypes.form.name')}
        autoComplete="off"
        required
        maxLength={100}
        hint={t('roomTypes.form.nameHint')}
        {...form.bind('description')}
      />
      <div className="form-grid">
        <SelectField label={t('roomTypes.form.type')} options={kindOptions()} {...form.bind('type')} />
        <SelectField label={t('roomTypes.form.gender')} options={genderOptions()} {...form.bind('gender')} />
        <NumberField
          label={t('roomTypes.maxOccupancy')}
          kind="count"
          required
          hint={t('roomTypes.form.maxOccupancyHint')}
          {...form.bind('max_occupancy')}
        />
        <NumberField label={t('roomTypes.rooms')} kind="count" required hint={t('roomTypes.form.roomsHint')} {...form.bind('inventory')} />
      </div>
      <p className={needed !== undefined && needed > bedsLeft ? 'beds-hint beds-hint-over' : 'beds-hint'} aria-live="polite">
        {bedsNeededHint(needed, bedsLeft)}
      </p>
      <div className="form-grid">
        <NumberField
          label={t('roomTypes.baseRate')}
          kind={{ money: form.values.currency }}
          required
          hint={t('roomTypes.form.rateHint')}
          {...form.bind('base_rate')}
        />
        <SelectField label={t('roomTypes.form.currency')} options={CURRENCY_OPTIONS} {...form.bind('currency')} />
      </div>
      <FormActions
        form={form}
        label={t('roomTypes.create')}
        busyLabel={t('roomTypes.creating')}
        cancelLabel={t('components.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}

/** Edit room type (spec §5): name, base rate, currency and gender; its rooms and beds stay as they are. */
export function EditRoomTypeForm({ roomType, onSaved, onCancel }: FormProps & { roomType: RoomType }) {
  const { t } = useTranslation();
  const update = useUpdateRoomType();
  const form = useForm(
    updateRoomTypeBody,
    {
      description: roomType.description,
      base_rate: numberInputText(roomType.base_rate, { money: roomType.currency }),
      gender: roomType.gender,
      currency: roomType.currency,
    },
    (values) => ({ base_rate: { money: values.currency } }),
  );

  const currency = form.values.currency as Currency;
  const max = maxNightlyRate(currency);

  const submit = form.onSubmit(async (body) => {
    await update.mutateAsync({ id: roomType._id, body });
    onSaved(t('roomTypes.form.updated'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <p className="field-hint form-lead">
        {t('roomTypes.form.editLead', {
          kind: kindLabel(roomType.type),
          occupancy: occupancyText(roomType),
          rooms: t('roomTypes.roomCount', { count: roomType.inventory }),
        })}
      </p>
      <TextField label={t('roomTypes.form.name')} autoComplete="off" required maxLength={100} {...form.bind('description')} />
      <div className="form-grid">
        <NumberField
          label={t('roomTypes.baseRate')}
          kind={{ money: currency }}
          required
          hint={t('roomTypes.form.rateHintMax', { max: formatPrice(max, currency) })}
          {...form.bind('base_rate')}
        />
        <SelectField label={t('roomTypes.form.currency')} options={CURRENCY_OPTIONS} {...form.bind('currency')} />
        <SelectField label={t('roomTypes.form.gender')} options={genderOptions()} {...form.bind('gender')} />
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
