import type { Language } from '@hostel/shared/domain/languages';
import { config } from '../config';
import type { Mail } from './mailer';
import { mailWords, type MailKey } from './mail-words';

// Plain text and HTML for each account email, in the recipient's language (catalogs/). Links point at the app's own origin.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function link(path: string): string {
  return `${config().appOrigins[0]}${path}`;
}

function layout(
  language: Language,
  heading: string,
  paragraphs: string[],
  action: { label: string; href: string },
  footer: string,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#52606d;word-break:break-all">${escapeHtml(footer)}<br>${escapeHtml(action.href)}</p>
</div></body></html>`;
}

interface AccountMail {
  subject: string;
  heading: string;
  intro: string;
  note: string;
  /** The text mail's line before the link. */
  open: MailKey;
  /** The text mail's lines after the note. */
  after: string[];
  button: MailKey;
  href: string;
}

function accountMail(to: string, language: Language, parts: AccountMail): Mail {
  const { t } = mailWords(language);
  const after = [...parts.after, t('support', { email: config().supportEmail })].join('\n');
  return {
    to,
    subject: parts.subject,
    text: `${parts.intro}\n\n${t(parts.open)}\n${parts.href}\n\n${parts.note}\n${after}\n`,
    html: layout(language, parts.heading, [parts.intro, parts.note], { label: t(parts.button), href: parts.href }, t('buttonFallback')),
  };
}

export function verificationEmail(to: string, firstName: string, token: string, language: Language = 'en'): Mail {
  const { t } = mailWords(language);
  return accountMail(to, language, {
    subject: t('verifySubject'),
    heading: t('verifySubject'),
    intro: t('verifyIntro', { name: firstName }),
    note: t('verifyNote'),
    open: 'verifyOpen',
    after: [t('verifyIgnore')],
    button: 'verifyButton',
    href: link(`/accounts/email-validation/${token}`),
  });
}

export function passwordResetEmail(to: string, firstName: string, token: string, language: Language = 'en'): Mail {
  const { t } = mailWords(language);
  return accountMail(to, language, {
    subject: t('resetSubject'),
    heading: t('resetSubject'),
    intro: t('resetIntro', { name: firstName }),
    note: t('resetNote'),
    open: 'resetOpen',
    after: [],
    button: 'resetButton',
    href: link(`/accounts/reset-password/new/${token}`),
  });
}

export function invitationEmail(
  to: string,
  firstName: string,
  propertyName: string,
  token: string,
  hours: number,
  language: Language = 'en',
): Mail {
  const { t } = mailWords(language);
  return accountMail(to, language, {
    subject: t('inviteSubject', { property: propertyName }),
    heading: t('inviteHeading', { property: propertyName }),
    intro: t('inviteIntro', { name: firstName, property: propertyName }),
    note: t('inviteNote', { hours }),
    open: 'inviteOpen',
    after: [],
    button: 'inviteButton',
    href: link(`/accounts/invitation/${token}`),
  });
}
