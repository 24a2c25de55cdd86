import { bookingPageSettingsBody, type BookingPageSettings, HOLD_MINUTES } from '@hostel/shared/api/booking-page-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CheckboxField } from '../../components/checkbox-field';
import { FormActions } from '../../components/form-actions';
import { NumberField } from '../../components/number-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useForm } from '../../lib/use-form';
import { useUpdateBookingPageSettings } from './api/booking-page-settings';

interface BookingPageFormProps {
  settings: BookingPageSettings;
  roomTypes: RoomType[];
  onSaved(message: string): void;
}

const ROOM = 'room:' as const;
type SettingsValues = {
  enabled: boolean;
  slug: string;
  min_nights: string;
  max_nights: string;
  max_days_ahead: string;
  check_in_time: string;
  check_out_time: string;
  house_rules: string;
  free_cancellation_days: string;
  arrives_as: string;
  notify_staff: boolean;
  staff_email: string;
  public_email: string;
  public_phone: string;
  public_whatsapp: string;
  hold_for_guest: boolean;
  hold_minutes: string;
};
/** The settings' fields, and one checkbox per room type. */
type FormValues = SettingsValues & Record<`${typeof ROOM}${string}`, boolean>;

/** The form's flat values (each room type a checkbox) → the call's body, checked by the API's own schema. */
const formSchema = z.pipe(
  z.transform((values: Record<string, string | boolean>) => {
    const { house_rules, staff_email, ...rest } = values;
    const body: Record<string, unknown> = { house_rules, staff_email, room_type_ids: [] as string[] };
    for (const [name, value] of Object.entries(rest)) {
      if (name.startsWith(ROOM)) {
        if (value === true) (body.room_type_ids as string[]).push(name.slice(ROOM.length));
      } else body[name] = value;
    }
    return body;
  }),
  bookingPageSettingsBody,
);

/** Booking page settings: on or off, its address, what it sells, its rules and the policy guests read. */
export function BookingPageForm({ settings, roomTypes, onSaved }: BookingPageFormProps) {
  const { t } = useTranslation();
  const update = useUpdateBookingPageSettings();
  const initial = useMemo(() => {
    const values = {
      enabled: settings.enabled,
      slug: settings.slug,
      min_nights: String(settings.min_nights),
      max_nights: String(settings.max_nights),
      max_days_ahead: String(settings.max_days_ahead),
      check_in_time: settings.check_in_time,
      check_out_time: settings.check_out_time,
      house_rules: settings.house_rules,
      free_cancellation_days: String(settings.free_cancellation_days),
      arrives_as: settings.arrives_as,
      notify_staff: settings.notify_staff,
      staff_email: settings.staff_email,
      public_email: settings.public_email,
      public_phone: settings.public_phone,
      public_whatsapp: settings.public_whatsapp,
      hold_for_guest: settings.hold_for_guest,
      hold_minutes: String(settings.hold_minutes),
    } as FormValues;
    for (const type of roomTypes) values[`${ROOM}${type._id}`] = settings.room_type_ids.includes(type._id);
    return values;
  }, [settings, roomTypes]);
  const form = useForm(formSchema, initial, () => ({
    min_nights: 'count',
    max_nights: 'count',
    max_days_ahead: 'count',
    free_cancellation_days: 'count',
    hold_minutes: 'count',
  }));
  const submit = form.onSubmit(async (body) => {
    await update.mutateAsync(body);
    onSaved(t('bookingPageSettings.saved'));
  });
  const address = `${location.origin}/book/${String(form.values.slug)}`;
  const houseRules = form.bind('house_rules');

  return (
    <form noValidate onSubmit={submit}>
      <CheckboxField label={t('bookingPageSettings.enabled')} {...form.bindCheckbox('enabled')} />
      <div className="form-grid">
        <TextField
          label={t('bookingPageSettings.slug')}
          required
          maxLength={40}
          hint={t('bookingPageSettings.slugHint', { address })}
          {...form.bind('slug')}
        />
        <NumberField label={t('bookingPageSettings.minNights')} kind="count" {...form.bind('min_nights')} />
        <NumberField label={t('bookingPageSettings.maxNights')} kind="count" {...form.bind('max_nights')} />
        <NumberField label={t('bookingPageSettings.daysAhead')} kind="count" {...form.bind('max_days_ahead')} />
        <TextField label={t('bookingPageSettings.checkIn')} type="time" {...form.bind('check_in_time')} />
        <TextField label={t('bookingPageSettings.checkOut')} type="time" {...form.bind('check_out_time')} />
        <NumberField
          label={t('bookingPageSettings.freeCancel')}
          kind="count"
          hint={t('bookingPageSettings.freeCancelHint')}
          {...form.bind('free_cancellation_days')}
        />
        <SelectField
          label={t('bookingPageSettings.arrivesAs')}
          options={[
            { value: 'confirmed', label: t('bookingPageSettings.confirmed') },
            { value: 'provisional', label: t('bookingPageSettings.provisional') },
          ]}
          {...form.bind('arrives_as')}
        />
      </div>
      <fieldset className="booking-page-types">
        <legend>{t('bookingPageSettings.sold')}</legend>
        {roomTypes.length === 0 ? <p className="muted">{t('bookingPageSettings.noTypes')}</p> : null}
        {roomTypes.map((type) => (
          <CheckboxField key={type._id} label={type.description} {...form.bindCheckbox(`${ROOM}${type._id}` as const)} />
        ))}
        {form.errors.room_type_ids ? (
          <p className="field-error" role="alert">
            {form.errors.room_type_ids}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor="booking-house-rules">{t('bookingPageSettings.houseRules')}</label>
        <textarea
          id="booking-house-rules"
          rows={4}
          maxLength={2000}
          name="house_rules"
          value={String(form.values.house_rules)}
          onChange={houseRules.onChange}
        />
        {houseRules.error ? <p className="field-error">{houseRules.error}</p> : null}
      </div>
      <fieldset className="field">
        <legend>{t('bookingPageSettings.hold')}</legend>
        <p className="field-hint">{t('bookingPageSettings.holdHint')}</p>
        <CheckboxField label={t('bookingPageSettings.holdForGuest')} {...form.bindCheckbox('hold_for_guest')} />
        <NumberField
          label={t('bookingPageSettings.holdMinutes')}
          kind="count"
          hint={t('bookingPageSettings.holdMinutesHint', { min: HOLD_MINUTES.min, max: HOLD_MINUTES.max })}
          {...form.bind('hold_minutes')}
        />
      </fieldset>
      <CheckboxField label={t('bookingPageSettings.notifyStaff')} {...form.bindCheckbox('notify_staff')} />
      <TextField label={t('bookingPageSettings.staffEmail')} type="email" maxLength={50} {...form.bind('staff_email')} />
      <fieldset className="field">
        <legend>{t('bookingPageSettings.contact')}</legend>
        <p className="field-hint">{t('bookingPageSettings.contactHint')}</p>
        <TextField label={t('bookingPageSettings.publicEmail')} type="email" maxLength={50} {...form.bind('public_email')} />
        <TextField label={t('bookingPageSettings.publicPhone')} type="tel" maxLength={30} {...form.bind('public_phone')} />
        <TextField
          label={t('bookingPageSettings.publicWhatsapp')}
          type="tel"
          maxLength={16}
          hint={t('bookingPageSettings.publicWhatsappHint')}
          {...form.bind('public_whatsapp')}
        />
      </fieldset>
      <FormActions form={form} label={t('components.save')} busyLabel={t('components.saving')} />
    </form>
  );
}
