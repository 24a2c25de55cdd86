import { inject } from 'vitest';

// Reads what the app sent through the SES emulator, as a person reads their inbox.

export interface SentMail {
  subject: string;
  to: string[];
  text: string;
  html: string;
  /** The Reply-To addresses the app set ([] when none). */
  replyTo: string[];
  at: Date;
}

interface StoreResponse {
  emails: { subject: string; destination: { to: string[] }; replyTo?: string[]; body: { text?: string; html?: string }; at: number }[];
}

// When this process made each address (uniqueEmail): no mail to it is older, so the mailbox is asked only for
// mails since then. The whole store grows with the run (0.5 MB of JSON by the end of the API files alone)
// and a test may read it a hundred times.
const madeAt = new Map<string, number>();

/** Notes that the address is new now; returns it. */
export function newAddress(address: string): string {
  madeAt.set(address.toLowerCase(), Math.floor(Date.now() / 1000) - 1);
  return address;
}

/** `mailbox`: the SES emulator to read; the test stack's unless a test runs its own. */
export async function mailsTo(address: string, mailbox: string = inject('mailboxUrl')): Promise<SentMail[]> {
  const since = madeAt.get(address.toLowerCase());
  const response = await fetch(`${mailbox}/store${since === undefined ? '' : `?since=${since}`}`);
  const store = (await response.json()) as StoreResponse;
  return store.emails
    .filter((mail) => mail.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase())))
    .map((mail) => ({
      subject: mail.subject,
      to: mail.destination.to,
      text: mail.body.text ?? '',
      html: mail.body.html ?? '',
      replyTo: mail.replyTo ?? [],
      at: new Date(mail.at * 1000),
    }));
}

/**
 * Waits for the newest mail to the address whose subject matches. Mail leaves through the outbox a
 * moment after the request that queued it, so tests wait for the mail itself, never for a time: the bound
 * only ends a wait for a mail that never comes (30 s, as the suite's other waits for a state; 10 s was
 * passed on a 2-core machine with a core held busy).
 */
/**
 * How long a test waits for a mail to arrive: the stream, the mailer and the SES emulator all share the machine,
 * and one loaded by other work (the 2-core CI, a core kept busy) takes several seconds more than an idle one.
 */
export const MAIL_WAIT_MS = 30_000;

export async function latestMail(address: string, subject: RegExp, timeoutMs = MAIL_WAIT_MS, mailbox?: string): Promise<SentMail> {
  const started = Date.now();
  for (;;) {
    const mail = (await mailsTo(address, mailbox)).filter((m) => subject.test(m.subject)).at(-1);
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) throw new Error(`No mail to ${address} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link in a mail's text whose path starts with the prefix. */
export function linkIn(mail: SentMail, pathPrefix: string): URL {
  const match = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((href) => new URL(href))
    .find((url) => url.pathname.startsWith(pathPrefix));
  if (!match) throw new Error(`No ${pathPrefix} link in mail "${mail.subject}"`);
  return match;
}

export function tokenFrom(link: URL): string {
  return decodeURIComponent(link.pathname.split('/').pop() ?? '');
}
