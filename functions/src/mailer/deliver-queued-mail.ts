import { issueEmailToken } from '../accounts/email-tokens';
import { isStayMail, outbox, type QueuedMail } from '../data/outbox-repository';
import { users, type UserRecord } from '../data/user-repository';
import { passwordResetEmail, verificationEmail } from '../email/account-emails';
import { isPermanentSendFailure, sendMail, type Mail } from '../email/mailer';
import type { Logger } from '../http/logger';
import { METRIC } from '../http/metric-names';
import { count } from '../http/metrics';
import { stayMailFor } from '../reservations/stay-mails';
import { invitationMail } from '../team/invitations';
import { importConflictMail } from '../calendar-sync/conflict-mail';
import { backoffSeconds } from './mailer-settings';

export type Delivery = 'sent' | 'nothing to send' | 'already done' | 'refused by the mail service';

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

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Sends one queued mail and removes it from the outbox. A failure that may pass (SES down or
 * throttled) is noted on the item and thrown, so the stream delivers the record again; the next
 * try waits longer. Running twice for the same item is harmless: the second finds it gone.
 */
export async function deliverQueuedMail(id: string, log: Logger): Promise<Delivery> {
  const queued = await outbox.get(id);
  if (!queued) return 'already done';
  if (queued.attempts > 0) await sleep(backoffSeconds(queued.attempts));
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
    log.error('mail send failed; will retry', { outboxId: id, kind: queued.kind, attempts: queued.attempts + 1, error: name });
    count(METRIC.mailsRetried);
    await outbox.recordFailure(id, name);
    throw error;
  }
}
