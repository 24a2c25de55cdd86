import type { BookingPageSettings, BookingPageSettingsBody, PublicContact } from '@hostel/shared/api/booking-page-schemas';
import { HOLD_MINUTES, SLUG_PATTERN } from '@hostel/shared/api/booking-page-schemas';
import { bookingPages, type BookingPageRecord } from '../data/booking-page-repository';
import type { PropertyRecord } from '../data/property-repository';
import { roomTypes } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { InvalidFields } from '../domain-errors';
import { message } from '@hostel/shared/i18n/message';

// The owner's settings of the booking page. Until first saved, the page is off and the settings are
// these defaults, with an address made from the property's name.

function suggestedSlug(property: PropertyRecord): string {
  const fromName = property.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  return SLUG_PATTERN.test(fromName) ? fromName : `hostel-${property.id.slice(0, 8).toLowerCase()}`;
}

export function defaultSettings(property: PropertyRecord): BookingPageRecord {
  return {
    enabled: false,
    slug: suggestedSlug(property),
    roomTypeIds: [],
    minNights: 1,
    maxNights: 30,
    maxDaysAhead: 365,
    checkInTime: '14:00',
    checkOutTime: '11:00',
    freeCancellationDays: 2,
    arrivesAs: 'confirmed',
    notifyStaff: false,
    updatedAt: '',
  };
}

export function settingsView(record: BookingPageRecord): BookingPageSettings {
  return {
    enabled: record.enabled,
    slug: record.slug,
    path: `/book/${record.slug}`,
    room_type_ids: record.roomTypeIds,
    min_nights: record.minNights,
    max_nights: record.maxNights,
    max_days_ahead: record.maxDaysAhead,
    check_in_time: record.checkInTime,
    check_out_time: record.checkOutTime,
    house_rules: record.houseRules ?? '',
    free_cancellation_days: record.freeCancellationDays,
    arrives_as: record.arrivesAs,
    notify_staff: record.notifyStaff,
    staff_email: record.staffEmail ?? '',
    public_email: record.publicEmail ?? '',
    public_phone: record.publicPhone ?? '',
    public_whatsapp: record.publicWhatsapp ?? '',
    hold_for_guest: record.holdForGuest === true,
    hold_minutes: record.holdMinutes ?? HOLD_MINUTES.default,
    updated_at: record.updatedAt,
  };
}

/** The contact guests see: the settings' own, never the property's (its email is the owner's sign-in). */
export function publicContactOf(record: BookingPageRecord | undefined): PublicContact {
  const whatsapp = record?.publicWhatsapp ?? '';
  return {
    email: record?.publicEmail ?? '',
    phone_number: record?.publicPhone ?? '',
    whatsapp,
    whatsapp_url: whatsapp ? `https://wa.me/${whatsapp.replace(/\D/g, '')}` : '',
  };
}

/** Saves the settings; every room type sold must be the property's. A taken address is a 409. */
export async function saveSettings(tenant: TenantId, body: BookingPageSettingsBody): Promise<BookingPageRecord> {
  const [current, types] = await Promise.all([bookingPages.get(tenant), roomTypes.list(tenant)]);
  const known = new Set(types.map((type) => type.id));
  const unknown = body.room_type_ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw new InvalidFields([{ msg: message('data.roomTypeNotFound'), path: `room_type_ids.${unknown}` }]);
  if (body.enabled && body.room_type_ids.length === 0)
    throw new InvalidFields([{ msg: message('stay.chooseLeastOneRoom'), path: 'room_type_ids' }]);
  const next: BookingPageRecord = {
    enabled: body.enabled,
    slug: body.slug,
    roomTypeIds: [...new Set(body.room_type_ids)],
    minNights: body.min_nights,
    maxNights: body.max_nights,
    maxDaysAhead: body.max_days_ahead,
    checkInTime: body.check_in_time,
    checkOutTime: body.check_out_time,
    ...(body.house_rules ? { houseRules: body.house_rules } : {}),
    freeCancellationDays: body.free_cancellation_days,
    arrivesAs: body.arrives_as,
    notifyStaff: body.notify_staff,
    ...(body.staff_email ? { staffEmail: body.staff_email } : {}),
    ...(body.public_email ? { publicEmail: body.public_email } : {}),
    ...(body.public_phone ? { publicPhone: body.public_phone } : {}),
    ...(body.public_whatsapp ? { publicWhatsapp: body.public_whatsapp } : {}),
    ...(body.hold_for_guest ? { holdForGuest: true } : {}),
    ...(body.hold_minutes !== undefined
      ? { holdMinutes: body.hold_minutes }
      : current?.holdMinutes
        ? { holdMinutes: current.holdMinutes }
        : {}),
    // Moves forward even within one millisecond: it is the next save's condition.
    updatedAt: later(current?.updatedAt),
  };
  await bookingPages.save(tenant, current, next);
  return next;
}

function later(previous: string | undefined): string {
  const now = Date.now();
  const floor = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now, floor)).toISOString();
}
