/** The next `updatedAt`: now, but always after the last one, so the marker order is the change order. */
export function nextUpdatedAt(previous?: string, now = new Date()): string {
  const after = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now.getTime(), after)).toISOString();
}
