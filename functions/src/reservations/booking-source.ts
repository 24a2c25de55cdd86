import { bookingSourceOf, isImportedSource, type BookingSource, type ImportedSource } from '@hostel/shared/api/reservation-schemas';
import type { ReservationRecord } from '../data/reservation-repository';
import { InvalidFields } from '../domain-errors';
import { message } from '@hostel/shared/i18n/message';

// A booking source is stored once in its canonical form (`bookingSource`), which lists and reports group
// by; a client that spells it its own way (the spec's original client sends 'hostelWorld.com') also has
// its spelling kept (`bookingSourceSpelling`), and reads back exactly what it sent.

export interface SourceFields {
  bookingSource: BookingSource | ImportedSource;
  /** Undefined when the client sent the canonical form: an update then clears an older spelling. */
  bookingSourceSpelling: string | undefined;
}

/**
 * The record's fields for a source as the client sent it (any case of one of the three). An imported stay's
 * `ical:…` source is accepted only as the reservation already has it (`current`): no client sets one.
 */
export function sourceFields(sent: string, current?: string): SourceFields {
  if (isImportedSource(sent)) {
    if (sent !== current) throw new InvalidFields([{ msg: message('stay.bookingSourceNotValid'), path: 'booking_source' }]);
    return { bookingSource: sent, bookingSourceSpelling: undefined };
  }
  const bookingSource = bookingSourceOf(sent);
  // The body's schema accepts only these; this guards a caller that skipped it.
  if (!bookingSource) throw new InvalidFields([{ msg: message('stay.bookingSourceNotValid'), path: 'booking_source' }]);
  return { bookingSource, bookingSourceSpelling: sent === bookingSource ? undefined : sent };
}

/** The source as its client spelled it. */
export function sourceAsSent(record: Pick<ReservationRecord, 'bookingSource' | 'bookingSourceSpelling'>): string {
  return record.bookingSourceSpelling ?? record.bookingSource;
}
