/** "2026-12-01 → 2026-12-04 (3 nights)": ISO dates, read the same in every language of the staff's mail. */
export function formatStayDates(checkIn: string, checkOut: string): string {
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  return `${checkIn} → ${checkOut}, ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}
