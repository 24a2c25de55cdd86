import { type MessageId, message } from '@hostel/shared/i18n/message';
import { limits, throttle } from '../accounts/throttle';
import { outbox } from '../data/outbox-repository';
import { defineHandler } from '../http/define-handler';

// The same answer, and the same work, whether or not the email has an account waiting for
// confirmation: the request only queues the mail; the mailer finds out whether there is one to send.
const SENT = 'account.ifAccountWaitingConfirmation' satisfies MessageId;

export const handler = defineHandler('resendVerification', async ({ body, sourceIp }) => {
  await throttle.reserveAll('account.tooManyEmailsRequested', limits.resendEmail(body.email), limits.mailByAddress(sourceIp));
  await outbox.queue('verify-email', body.email);
  return { msg: message(SENT) };
});
