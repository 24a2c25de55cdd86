import { createRoomTypeBody, GENDERS, ROOM_TYPE_KINDS, updateRoomTypeBody, type RoomType } from '@hostel/shared/api/room-type-schemas';
import { maxNightlyRate } from '@hostel/shared/domain/currency-limits';
import { CURRENCIES, type Currency } from '@hostel/shared/domain/money';
import { FormActions } from '../../components/form-actions';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { formatPrice, priceInputValue, priceStep } from '../../lib/format-money';
import { useForm } from '../../lib/use-form';
import { useCreateRoomType } from './api/create-room-type';
import { useUpdateRoomType } from './api/update-room-type';
import { bedsForInput, bedsNeededHint, GENDER_LABELS, KIND_LABELS, occupancyText } from './room-type-view';

const KIND_OPTIONS = ROOM_TYPE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })).reverse();
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));
const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const RATE_HINT = 'Per night: per guest in a dorm, per room in a private room.';

interface FormProps {
  onSaved(message: string): void;
  onCancel(): void;
}

/** Create room type (spec §5): private and mixed by default; its rooms and beds are made with it. */
export function CreateRoomTypeForm({ onSaved, onCancel, bedsLeft, currency }: FormProps & { bedsLeft: number; currency: string }) {
  const create = useCreateRoomType();
  const form = useForm(createRoomTypeBody, {
    description: '',
    type: 'private',
    gender: 'mixed',
    max_occupancy: '',
    inventory: '1',
    base_rate: '',
    currency,
  });
  const needed = bedsForInput(form.values.max_occupancy, form.values.inventory);

  const submit = form.onSubmit(async (body) => {
    const created = await create.mutateAsync(body);
    onSaved(
      `Room type "${created.description}" created with ${created.products.length === 1 ? '1 room' : `${created.products.length} rooms`}`,
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label="Name"
        autoComplete="off"
        required
        maxLength={100}
        hint="As guests and staff will read it, e.g. Dorm 6 or Double with balcony."
        {...form.bind('description')}
      />
      <div className="form-grid">
        <SelectField label="Type" options={KIND_OPTIONS} {...form.bind('type')} />
        <SelectField label="Gender" options={GENDER_OPTIONS} {...form.bind('gender')} />
        <TextField
          label="Max occupancy"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          step={1}
          required
          hint="Guests per room, 1 to 20."
          {...form.bind('max_occupancy')}
        />
        <TextField
          label="Rooms"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          step={1}
          required
          hint="Rooms of this type, 1 to 50."
          {...form.bind('inventory')}
        />
      </div>
      <p className={needed !== undefined && needed > bedsLeft ? 'beds-hint beds-hint-over' : 'beds-hint'} aria-live="polite">
        {bedsNeededHint(needed, bedsLeft)}
      </p>
      <div className="form-grid">
        <TextField
          label="Base rate"
          type="number"
          inputMode="decimal"
          min={1}
          step={priceStep(form.values.currency)}
          required
          hint={RATE_HINT}
          {...form.bind('base_rate')}
        />
        <SelectField label="Currency" options={CURRENCY_OPTIONS} {...form.bind('currency')} />
      </div>
      <FormActions form={form} label="Create Room Type" busyLabel="Creating…" onCancel={onCancel} />
    </form>
  );
}

/** Edit room type (spec §5): name, base rate, currency and gender; its rooms and beds stay as they are. */
export function EditRoomTypeForm({ roomType, onSaved, onCancel }: FormProps & { roomType: RoomType }) {
  const update = useUpdateRoomType();
  const form = useForm(updateRoomTypeBody, {
    description: roomType.description,
    base_rate: priceInputValue(roomType.base_rate, roomType.currency),
    gender: roomType.gender,
    currency: roomType.currency,
  });

  const currency = form.values.currency as Currency;
  const max = maxNightlyRate(currency);

  const submit = form.onSubmit(async (body) => {
    await update.mutateAsync({ id: roomType._id, body });
    onSaved('Room type updated successfully');
  });

  return (
    <form noValidate onSubmit={submit}>
      <p className="field-hint form-lead">
        {KIND_LABELS[roomType.type]} · {occupancyText(roomType)} · {roomType.inventory === 1 ? '1 room' : `${roomType.inventory} rooms`}.
        Type, occupancy and rooms are fixed once the rooms and beds exist.
      </p>
      <TextField label="Name" autoComplete="off" required maxLength={100} {...form.bind('description')} />
      <div className="form-grid">
        <TextField
          label="Base rate"
          type="number"
          inputMode="decimal"
          min={1}
          max={max}
          step={priceStep(currency)}
          required
          hint={`${RATE_HINT} At most ${formatPrice(max, currency)}.`}
          {...form.bind('base_rate')}
        />
        <SelectField label="Currency" options={CURRENCY_OPTIONS} {...form.bind('currency')} />
        <SelectField label="Gender" options={GENDER_OPTIONS} {...form.bind('gender')} />
      </div>
      <FormActions form={form} onCancel={onCancel} />
    </form>
  );
}
