import type { ResponseOf } from '@hostel/shared/api/route-table';
import { properties } from '../data/property-repository';
import { users, type UserRecord } from '../data/user-repository';
import { SignInNeeded } from '../domain-errors';
import type { Session } from './session';

export type ProfileResponse = ResponseOf<'getProfile'>;

export async function currentUser(session: Session): Promise<UserRecord> {
  const user = await users.get(session.propertyId, session.userId);
  // A user removed since the session began is signed out, not shown an error.
  if (!user) throw new SignInNeeded();
  return user;
}

/** The profile in the shape of spec §3: the property's name and the user's info under msg. */
export async function profileOf(user: UserRecord): Promise<ProfileResponse> {
  const property = await properties.get(user.propertyId);
  if (!property) throw new SignInNeeded();
  return {
    msg: {
      property_name: property.name,
      time_zone: property.timeZone,
      user_info: {
        _id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        username: user.email,
        role: user.role,
        ...(user.language ? { language: user.language } : {}),
      },
    },
  };
}
