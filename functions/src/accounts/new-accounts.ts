import type { Language } from '@hostel/shared/domain/languages';
import { randomUUID } from 'node:crypto';
import type { MemberRole } from '@hostel/shared/api/team-schemas';
import { currencyOfCountry } from '@hostel/shared/domain/country-currency';
import type { Currency } from '@hostel/shared/domain/money';
import type { PropertyRecord } from '../data/property-repository';
import { newTenantId, type TenantId } from '../data/tenant';
import type { UserRecord } from '../data/user-repository';

// The records a sign-up and an added member start as, built in one place: the handlers save them,
// and the tests' owner fixture saves the very same ones instead of signing up through the API.

export function knownTimeZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

export interface SignUp {
  propertyName: string;
  timeZone?: string;
  countryCode?: string;
  /** Left out: the country's currency (USD when there is no country). */
  currency?: Currency;
  email: string;
  firstName: string;
  passwordHash: string;
  /** The language of the sign-up: the admin's mails (the confirmation first) and screens are in it. */
  language?: Language;
}

/** A new property and its admin, not yet verified: the email link does that. */
export function signUpRecords(input: SignUp, now = new Date().toISOString()): { property: PropertyRecord; owner: UserRecord } {
  const property: PropertyRecord = {
    id: newTenantId(),
    name: input.propertyName,
    timeZone: knownTimeZone(input.timeZone),
    currency: input.currency ?? currencyOfCountry(input.countryCode),
    ...(input.countryCode ? { countryCode: input.countryCode } : {}),
    email: input.email,
    createdAt: now,
    updatedAt: now,
  };
  const owner: UserRecord = {
    id: randomUUID(),
    propertyId: property.id,
    email: input.email,
    firstName: input.firstName,
    lastName: '',
    role: 'admin',
    passwordHash: input.passwordHash,
    ...(input.language ? { language: input.language } : {}),
    verified: false,
    createdAt: now,
    updatedAt: now,
  };
  return { property, owner };
}

export interface NewMember {
  email: string;
  firstName: string;
  lastName?: string;
  role: MemberRole;
  /** Empty when invited: the member chooses a password through the invitation's link. */
  passwordHash: string;
  /** The inviting request's language: the invitation (and the member's screens until they choose) are in it. */
  language?: Language;
}

/** A manager or employee: with a password it is active at once. */
export function memberRecord(tenant: TenantId, input: NewMember, now = new Date().toISOString()): UserRecord {
  return {
    id: randomUUID(),
    propertyId: tenant,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName ?? '',
    role: input.role,
    passwordHash: input.passwordHash,
    ...(input.language ? { language: input.language } : {}),
    verified: Boolean(input.passwordHash),
    createdAt: now,
    updatedAt: now,
  };
}
