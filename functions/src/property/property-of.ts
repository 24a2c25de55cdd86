import { todayIn } from '@hostel/shared/domain/dates';
import { properties, type PropertyRecord } from '../data/property-repository';
import { roomTypes, type RoomTypeRecord } from '../data/room-type-repository';
import type { TenantId } from '../data/tenant';
import { Missing, SignInNeeded } from '../domain-errors';

/** The caller's property; gone since the session began means signed out, not an error. */
export async function propertyOf(tenant: TenantId): Promise<PropertyRecord> {
  const property = await properties.get(tenant);
  if (!property) throw new SignInNeeded();
  return property;
}

/** Today in the property's time zone: every "today" of the product. */
export function todayAt(property: PropertyRecord, now: Date = new Date()): string {
  return todayIn(property.timeZone, now);
}

/** A room type of the caller's property; another property's id is simply not found. */
export async function roomTypeOf(tenant: TenantId, id: string): Promise<RoomTypeRecord> {
  return foundRoomType(await roomTypes.get(tenant, id));
}

/** A room type already read (`roomTypes.getPart`), or the caller's 404. */
export function foundRoomType(roomType: RoomTypeRecord | undefined): RoomTypeRecord {
  if (!roomType) throw new Missing('data.roomTypeNotFound');
  return roomType;
}
