import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { assertRouteMaySendEmail } from '../http/route-context';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
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

/** Sends, and reports failure instead of throwing: the data behind the mail is already saved. */
export async function trySendMail(mail: Mail, log: (message: string, fields: Record<string, unknown>) => void): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (error) {
    log('email send failed', { error: (error as Error).name, subject: mail.subject });
    return false;
  }
}
