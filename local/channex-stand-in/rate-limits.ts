// Channex's documented limits on ARI (rate-limits): per property, 10 availability messages and 10
// restrictions-and-price messages a minute. Here a sliding minute: a message over the limit is answered
// 429 and not counted; Retry-After says when the oldest counted one leaves the window.

export const ARI_LIMIT_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

export class RateLimits {
  private readonly sent = new Map<string, number[]>();

  /** Counts a message at `now`, or says how long to wait (ms) if the limit is reached. */
  take(propertyId: string, kind: string, now: number): { ok: true } | { ok: false; retryAfterMs: number } {
    const bucket = `${propertyId}|${kind}`;
    const recent = (this.sent.get(bucket) ?? []).filter((at) => at > now - WINDOW_MS);
    if (recent.length >= ARI_LIMIT_PER_MINUTE) {
      this.sent.set(bucket, recent);
      return { ok: false, retryAfterMs: recent[0]! + WINDOW_MS - now };
    }
    recent.push(now);
    this.sent.set(bucket, recent);
    return { ok: true };
  }
}
