import { type MessageId, message } from '@hostel/shared/i18n/message';
import { limits, throttle } from '../accounts/throttle';
import { outbox } from '../data/outbox-repository';
import { defineHandler } from '../http/define-handler';

// One answer, and the same work, whether or not the email has an account: the request only queues
// the mail, and the mailer looks the account up. Neither the text nor the time tells them apart.
const SENT = 'account.ifAccountExistsEmail' satisfies MessageId;

export const handler = defineHandler('requestPasswordReset', async ({ body, sourceIp }) => {
  await throttle.reserveAll('account.tooManyResetRequests', limits.resetEmail(body.username), limits.mailByAddress(sourceIp));
  await outbox.queue('reset-password', body.username);
  return { msg: message(SENT) };
});
