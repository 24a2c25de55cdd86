import type { MailWords } from '../email/mail-words';

/** "2026-12-01 → 2026-12-04, 3 nights" (ISO dates in English, the Argentine way in Spanish), in the staff member's language. */
export function formatStayDates(words: MailWords, checkIn: string, checkOut: string): string {
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  const dates = { checkIn: words.date(checkIn), checkOut: words.date(checkOut), count: nights };
  return words.t(nights === 1 ? 'stayDatesOne' : 'stayDatesOther', dates);
}
