import { guest as guestSchema } from '@hostel/shared/api/guest-schemas';
import type { ExportEntity, PropertyExport } from '@hostel/shared/api/export-schemas';
import { reservation as reservationSchema } from '@hostel/shared/api/reservation-schemas';
import { guests } from '../data/guest-repository';
import { ratePlans } from '../data/rate-plan-repository';
import { reservations } from '../data/reservation-repository';
import { roomTypes } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { guestView, reservationViews } from '../reservations/views';
import { columnsOf, toCsv } from './csv';
import { propertyOf, todayAt } from './property-of';
import { propertyView, roomTypeView } from './views';

// Everything a property would want to keep before it is deleted, in the very views the calls answer,
// read by one paged Query per entity of the property's own partition (no Scan, nothing of another property).

/** The whole property as one document: its details, room types (with current rates), guests and reservations. */
export async function propertyDocument(tenant: TenantId, now = new Date()): Promise<PropertyExport> {
  const property = await propertyOf(tenant);
  const [types, plans, guestRecords, reservationRecords] = await Promise.all([
    roomTypes.list(tenant),
    ratePlans.endingFrom(tenant, todayAt(property, now)),
    guests.all(tenant),
    reservations.all(tenant),
  ]);
  return {
    property: propertyView(property),
    room_types: types.map((type) => roomTypeView(type, plans)),
    guests: guestRecords.map(guestView),
    reservations: reservationViews(reservationRecords, types),
    exported_at: now.toISOString(),
  };
}

/** One entity as CSV: a column per field of its view. */
export async function entityCsv(tenant: TenantId, what: ExportEntity): Promise<string> {
  if (what === 'guests') return toCsv(columnsOf(guestSchema), (await guests.all(tenant)).map(guestView));
  const [types, records] = await Promise.all([roomTypes.list(tenant), reservations.all(tenant)]);
  return toCsv(columnsOf(reservationSchema), reservationViews(records, types));
}

/** `casa-azul-hostel-reservations-2026-11-24.csv`: the property's name made safe for a file name, and its day (its time zone's). */
export function exportFileName(propertyName: string, what: string, extension: string, day: string): string {
  const slug =
    propertyName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'property';
  return `${slug}-${what}-${day}.${extension}`;
}
