import type { Guest, GuestBody } from '@hostel/shared/api/guest-schemas';

// The guest form (spec §5): what it starts from, what it sends (empty optional fields left out), and
// whether anything changed (an update is sent only then).

export interface GuestFormValues {
  [field: string]: string;
  firstName: string;
  lastName: string;
  email: string;
  idNumber: string;
  phoneNumber: string;
  city: string;
  street: string;
  postalCode: string;
  countryCode: string;
  nationality: string;
  notes: string;
}

const OPTIONAL = ['email', 'idNumber', 'phoneNumber', 'city', 'street', 'postalCode', 'countryCode'] as const;

/** The form for a guest found by email, or an empty one carrying the email looked up (none for a walk-in without one). */
export function guestFormValues(guest: Guest | null, email = ''): GuestFormValues {
  return {
    firstName: guest?.first_name ?? '',
    lastName: guest?.last_name ?? '',
    email: guest?.contact_info.email || email,
    idNumber: guest?.id_number ?? '',
    phoneNumber: guest?.contact_info.phone_number ?? '',
    city: guest?.address.city ?? '',
    street: guest?.address.street ?? '',
    postalCode: guest?.address.postal_code ?? '',
    countryCode: guest?.address.country_code ?? '',
    nationality: guest?.nationality ?? '',
    notes: guest?.notes ?? '',
  };
}

/**
 * The body of a create or update: trimmed, empty optional fields left out (an update then clears them).
 * The guest's page also sends nationality and notes, empty ones too (they are kept when left out).
 */
export function guestPayload(values: GuestFormValues, full = false): GuestBody {
  const body: GuestBody = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  for (const field of OPTIONAL) {
    const value = values[field].trim();
    if (value !== '') body[field] = field === 'countryCode' ? value.toUpperCase() : value;
  }
  if (full) {
    body.nationality = values.nationality.trim().toUpperCase();
    body.notes = values.notes.trim();
  }
  return body;
}

/** Whether the form differs from the saved guest (country codes compared without case). */
export function guestChanged(guest: Guest, values: GuestFormValues): boolean {
  const saved = guestFormValues(guest);
  return Object.keys(saved).some((field) => {
    const before = (saved[field] ?? '').trim();
    const after = (values[field] ?? '').trim();
    return field === 'countryCode' ? before.toUpperCase() !== after.toUpperCase() : before !== after;
  });
}
