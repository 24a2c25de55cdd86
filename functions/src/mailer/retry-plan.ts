// What happens to a mail after a failed send (docs/architecture/mail.md): a few quick retries on the
// stream, then the scheduled sweep's slower ones, for a day; then it is given up and kept for the desk.

const MINUTE = 60_000;

/** Sends tried from the stream (waits of 1 s … 1 min, about 2 minutes in all) before the sweep takes over. */
export const STREAM_TRIES = 8;
/** A mail is retried for this long after it was queued before it is given up. */
export const GIVE_UP_AFTER_HOURS = 24;
/** The longest wait between two of the sweep's tries. */
export const LONGEST_WAIT_MINUTES = 30;
/** A mail waiting this long raises the alarm. */
export const ALARM_AFTER_MINUTES = 60;

export type AfterFailure =
  /** Throw: the stream delivers the record again. */
  | { kind: 'stream-retry' }
  /** Hand it to the sweep, which tries it again at `at`. */
  | { kind: 'later'; at: Date }
  /** Stop trying: log, count, keep the item. */
  | { kind: 'give-up' };

/** After the `attempts`-th failed send of a mail queued at `createdAt`. */
export function afterFailure(attempts: number, createdAt: Date, now: Date): AfterFailure {
  if (now.getTime() - createdAt.getTime() >= GIVE_UP_AFTER_HOURS * 60 * MINUTE) return { kind: 'give-up' };
  if (attempts < STREAM_TRIES) return { kind: 'stream-retry' };
  const minutes = Math.min(2 ** (attempts - STREAM_TRIES), LONGEST_WAIT_MINUTES);
  return { kind: 'later', at: new Date(now.getTime() + minutes * MINUTE) };
}

/** How long the oldest of these mails has waited, in whole minutes (0 when none waits): the alarm's metric. */
export function oldestWaitMinutes(createdAts: readonly Date[], now: Date): number {
  const oldest = Math.min(...createdAts.map((at) => at.getTime()));
  return createdAts.length === 0 ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / MINUTE));
}
