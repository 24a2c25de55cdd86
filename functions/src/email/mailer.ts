import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { assertRouteMaySendEmail } from '../http/route-context';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's reply goes (a guest mail: the hostel's public email). */
  replyTo?: string;
}

let client: SESv2Client | undefined;

function ses(): SESv2Client {
  if (!client) {
    const { sesEndpoint, region } = config();
    client = new SESv2Client({
      region,
      ...(sesEndpoint ? { endpoint: sesEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      maxAttempts: 3,
    });
  }
  return client;
}

export async function sendMail(mail: Mail): Promise<void> {
  assertRouteMaySendEmail();
  const { mailFrom, sesConfigurationSet } = config();
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: mailFrom,
      Destination: { ToAddresses: [mail.to] },
      ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
      ConfigurationSetName: sesConfigurationSet,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}

// SES refusing this very message (a malformed or suppressed address): sending it again cannot help.
const PERMANENT_FAILURES = new Set(['MessageRejected', 'BadRequestException']);

/** True when retrying the same mail would fail the same way; anything else (down, throttled) is retried. */
export function isPermanentSendFailure(error: unknown): boolean {
  return PERMANENT_FAILURES.has((error as { name?: string } | null)?.name ?? '');
}
