import { bookingSourceOf, type BookingSource, type ImportedSource } from '@hostel/shared/api/reservation-schemas';
import { MAX_INTERNAL_NOTES } from '@hostel/shared/api/stay-lifecycle-schemas';
import { type Currency, fromCents, isCurrency } from '@hostel/shared/domain/money';
import type { BookingRevision, RevisionCustomer, RevisionRoom } from './channel-manager-port';

// What a channel booking's room becomes at the desk, decided from the revision alone: its source, price
// and notes. Pure (tests/unit/revision-drafts.test.ts).

/** Channel names the channel manager gives for the spec's own sources. */
const SPEC_SOURCES: Readonly<Record<string, BookingSource>> = {
  'booking.com': 'booking.com',
  booking: 'booking.com',
  hostelworld: 'hostelworld.com',
  'hostelworld.com': 'hostelworld.com',
};

/** The spec's source where the channel is one of its sources, else `channel:<channel>` (as iCal's `ical:<feed>`). */
export function channelSource(channel: string): BookingSource | ImportedSource {
  const name = channel.trim().toLowerCase() || 'unknown';
  return SPEC_SOURCES[name] ?? bookingSourceOf(name) ?? `channel:${name}`;
}

export interface RoomPrice {
  currency: Currency;
  /** Undefined: priced from the rates (the revision's currency is not one the desk keeps). */
  totalCents: number | undefined;
  /** The channel's price, told in the notes when it could not be kept. */
  unkeptPrice?: string;
}

/** The revision's prices are kept as the channel sent them (roomPrice's `totalCents`): its currency is one the desk keeps. */
export const keepsChannelPrice = (revision: Pick<BookingRevision, 'currency'>) => isCurrency(revision.currency.toUpperCase());

/**
 * The room's price as the channel sold it, in the revision's currency when the desk keeps that currency
 * (a stay may be in another currency than its room type's rates); otherwise the stay is priced from the
 * rates in the room type's currency and the channel's price goes into its notes: the beds are held either way.
 */
export function roomPrice(
  revision: Pick<BookingRevision, 'currency'>,
  room: Pick<RevisionRoom, 'amountCents'>,
  typeCurrency: Currency,
): RoomPrice {
  const code = revision.currency.toUpperCase();
  if (isCurrency(code)) return { currency: code, totalCents: room.amountCents };
  return { currency: typeCurrency, totalCents: undefined, unkeptPrice: `${fromCents(room.amountCents).toFixed(2)} ${code}` };
}

/**
 * The staff's notes, in no language: the channel and the OTA's code, the channel's price when it could not be
 * kept ("booking.com BDC-9 · 123.45 GBP"), then the guest's notes, within the notes' limit.
 */
export function stayNotes(revision: Pick<BookingRevision, 'channel' | 'otaReservationCode' | 'notes'>, price: RoomPrice): string {
  const first = `${revision.channel} ${revision.otaReservationCode}`.trim();
  const lines = [price.unkeptPrice ? `${first} · ${price.unkeptPrice}` : first];
  if (revision.notes?.trim()) lines.push(revision.notes.trim());
  return lines.join('\n').slice(0, MAX_INTERNAL_NOTES);
}

/** The guest's names from the channel's customer; a channel that sends none gets the OTA's code as a name (found by it). */
export function guestNames(customer: RevisionCustomer, otaCode: string): { firstName: string; lastName: string } {
  const firstName = customer.name.trim().slice(0, 100);
  const lastName = customer.surname.trim().slice(0, 100);
  if (firstName || lastName) return { firstName: firstName || lastName, lastName: firstName ? lastName : '' };
  return { firstName: otaCode.trim().slice(0, 100) || '-', lastName: '' };
}
