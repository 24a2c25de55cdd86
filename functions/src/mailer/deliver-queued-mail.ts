import { issueEmailToken } from '../accounts/email-tokens';
import { isStayMail, outbox, type QueuedMail } from '../data/outbox-repository';
import { users, type UserRecord } from '../data/user-repository';
import { passwordResetEmail, verificationEmail } from '../email/account-emails';
import { isPermanentSendFailure, sendMail, type Mail } from '../email/mailer';
import type { Logger } from '../http/logger';
import { METRIC } from '../http/metric-names';
import { count, gauge } from '../http/metrics';
import { stayMailFor } from '../reservations/stay-mails';
import { invitationMail } from '../team/invitations';
import { importConflictMail } from '../calendar-sync/conflict-mail';
import { backoffSeconds } from './mailer-settings';
import { afterFailure, oldestWaitMinutes, STREAM_TRIES } from './retry-plan';

export type Delivery = 'sent' | 'nothing to send' | 'already done' | 'refused by the mail service' | 'waiting' | 'given up';

/** The clock and the wait before a stream retry; tests pass their own (an outage of a day in no time). */
export interface MailerClock {
  now(): Date;
  wait(seconds: number): Promise<void>;
}

export const realClock: MailerClock = {
  now: () => new Date(),
  wait: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
};

/**
 * The mail a queued request asks for, or none: no account, (for a confirmation) already confirmed, or
 * (for an invitation) accepted, or replaced by a newer one.
 */
async function mailFor(queued: QueuedMail, user: UserRecord | undefined): Promise<Mail | undefined> {
  if (!user) return undefined;
  if (queued.kind === 'invitation') return invitationMail(user, queued.id);
  if (queued.kind === 'import-conflict') return queued.about && importConflictMail(user, queued.about);
  if (queued.kind === 'verify-email') {
    if (user.verified) return undefined;
    return verificationEmail(user.email, user.firstName, await issueEmailToken('verify-email', user, queued.id), user.language);
  }
  // In the account's language: the one its profile names (set at sign-up from the request's), else English.
  return passwordResetEmail(user.email, user.firstName, await issueEmailToken('reset-password', user, queued.id), user.language);
}

/**
 * One try at a queued mail; on success (or nothing to send) the item is removed. A failure that may pass
 * (SES down or throttled) goes by retry-plan.ts: thrown for the stream to deliver again, handed to the
 * sweep with its next try time, or, a day after it was queued, given up (logged, counted, the item kept).
 */
async function tryToSend(queued: QueuedMail, log: Logger, clock: MailerClock, from: 'stream' | 'sweep'): Promise<Delivery> {
  const { id } = queued;
  try {
    const mail = isStayMail(queued.kind)
      ? await stayMailFor({ ...queued, kind: queued.kind })
      : await mailFor(queued, await users.findByEmail(queued.email));
    if (mail) await sendMail(mail);
    await outbox.remove(id);
    log.info(mail ? 'mail sent' : 'nothing to send', { outboxId: id, kind: queued.kind, attempts: queued.attempts });
    return mail ? 'sent' : 'nothing to send';
  } catch (error) {
    const name = (error as Error)?.name ?? 'Error';
    if (isPermanentSendFailure(error)) {
      log.error('mail refused by the mail service; not retried', { outboxId: id, kind: queued.kind, error: name });
      count(METRIC.mailsGivenUp);
      await outbox.remove(id);
      return 'refused by the mail service';
    }
    const attempts = queued.attempts + 1;
    const now = clock.now();
    // The sweep never hands a mail back to the stream, whose record is long done.
    const plan = afterFailure(from === 'sweep' ? Math.max(attempts, STREAM_TRIES) : attempts, new Date(queued.createdAt), now);
    if (plan.kind === 'give-up') {
      // Counted for the alarm; the item kept for the desk.
      log.error('mail given up after a day of retries', { outboxId: id, kind: queued.kind, attempts, error: name });
      count(METRIC.mailsGivenUp);
      await outbox.giveUp(id, name, now);
      return 'given up';
    }
    count(METRIC.mailsRetried);
    if (plan.kind === 'later') {
      log.error('mail send failed; the sweep retries it', { outboxId: id, kind: queued.kind, attempts, error: name, nextTryAt: plan.at });
      await outbox.waitUntil(id, name, plan.at);
      return 'waiting';
    }
    log.error('mail send failed; will retry', { outboxId: id, kind: queued.kind, attempts, error: name });
    await outbox.recordFailure(id, name);
    throw error;
  }
}

/**
 * Sends one queued mail handed on by the stream. A failure is thrown while the stream should retry it
 * (each retry waits longer); running twice for the same item is harmless: the second finds it gone. A
 * mail the sweep owns (handed over, or given up) is left to it.
 */
export async function deliverQueuedMail(id: string, log: Logger, clock: MailerClock = realClock): Promise<Delivery> {
  const queued = await outbox.get(id);
  if (!queued) return 'already done';
  if (queued.givenUpAt) return 'given up';
  if (queued.nextTryAt) return 'waiting';
  if (queued.attempts > 0) await clock.wait(backoffSeconds(queued.attempts));
  return tryToSend(queued, log, clock, 'stream');
}

/** A run's outcome: how many mails wait, were tried, sent or given up, and the oldest one's wait. */
export interface SweepRun {
  waiting: number;
  tried: number;
  sent: number;
  givenUp: number;
  oldestWaitMinutes: number;
}

/** How long a run holds a mail it tries: a run that dies meanwhile leaves it to a later run after this. */
const CLAIM_MINUTES = 5;
/** Tries in one run at most, well within the function's timeout; the rest are the next run's. */
const TRIES_PER_RUN = 100;

/**
 * The scheduled sweep: tries each waiting mail whose time has come, once, claimed so no other run sends
 * it too. The mail service still failing, it stops at that mail (the rest wait for the next run, in
 * order); a run that finds mail waiting reports the oldest one's wait, the metric the alarm reads.
 */
export async function sweepWaitingMail(log: Logger, clock: MailerClock = realClock): Promise<SweepRun> {
  const now = clock.now();
  const waiting = await outbox.waiting();
  const run: SweepRun = { waiting: waiting.length, tried: 0, sent: 0, givenUp: 0, oldestWaitMinutes: 0 };
  run.oldestWaitMinutes = oldestWaitMinutes(
    waiting.map((mail) => new Date(mail.createdAt)),
    now,
  );
  const until = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
  for (const mail of waiting) {
    if (run.tried >= TRIES_PER_RUN) break;
    if (!mail.nextTryAt || new Date(mail.nextTryAt) > now) continue;
    if (!(await outbox.claim(mail.id, mail.nextTryAt, until))) continue;
    run.tried += 1;
    const outcome = await tryToSend(mail, log, clock, 'sweep');
    if (outcome === 'sent') run.sent += 1;
    if (outcome === 'given up') run.givenUp += 1;
    if (outcome === 'waiting') break;
  }
  // The gauge only while mail waits: a custom metric costs per hour it is published, and no data is no alarm.
  if (run.waiting > 0) gauge(METRIC.oldestWaitingMailMinutes, run.oldestWaitMinutes);
  log.info('mail sweep', { ...run });
  return run;
}
