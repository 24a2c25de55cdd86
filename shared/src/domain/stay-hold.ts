// A booking-page booking held until its guest confirms by the mail's link (docs/architecture/booking-page.md,
// "Held until the guest confirms"): live, with the instant it is released unless confirmed.

const LIVE = new Set(['confirmed', 'provisional']);

/** Held for the guest's confirmation: live with a hold time. */
export function isHeld(stay: { status: string; heldUntil?: string | undefined }): boolean {
  return Boolean(stay.heldUntil) && LIVE.has(stay.status);
}

/** The hold's time has come (the schedule may not have released it yet). */
export function holdRanOut(stay: { status: string; heldUntil?: string | undefined }, now: Date): boolean {
  return isHeld(stay) && now.getTime() >= Date.parse(stay.heldUntil!);
}
