import { config } from '../config';
import type { Mail } from './mailer';

// Plain text and HTML for each account email. Links point at the app's own origin.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function link(path: string): string {
  return `${config().appOrigins[0]}${path}`;
}

function layout(heading: string, paragraphs: string[], action: { label: string; href: string }, footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#52606d;word-break:break-all">${escapeHtml(footer)}<br>${escapeHtml(action.href)}</p>
</div></body></html>`;
}

export function verificationEmail(to: string, firstName: string, token: string): Mail {
  const href = link(`/accounts/email-validation/${token}`);
  const intro = `Hello ${firstName}, welcome! Confirm your email address to start using your hostel's account.`;
  const note = 'The link works once and expires in 24 hours.';
  return {
    to,
    subject: 'Confirm your email address',
    text: `${intro}\n\nOpen this link to confirm it:\n${href}\n\n${note}\nIf you did not create an account, ignore this email.\nSupport: ${config().supportEmail}\n`,
    html: layout(
      'Confirm your email address',
      [intro, note],
      { label: 'Confirm my email', href },
      'If the button does not work, copy this link into your browser:',
    ),
  };
}

export function passwordResetEmail(to: string, firstName: string, token: string): Mail {
  const href = link(`/accounts/reset-password/new/${token}`);
  const intro = `Hello ${firstName}, someone (hopefully you) asked to reset the password of your account.`;
  const note = 'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.';
  return {
    to,
    subject: 'Reset your password',
    text: `${intro}\n\nOpen this link to choose a new password:\n${href}\n\n${note}\nSupport: ${config().supportEmail}\n`,
    html: layout(
      'Reset your password',
      [intro, note],
      { label: 'Choose a new password', href },
      'If the button does not work, copy this link into your browser:',
    ),
  };
}

export function invitationEmail(to: string, firstName: string, propertyName: string, token: string, hours: number): Mail {
  const href = link(`/accounts/invitation/${token}`);
  const intro = `Hello ${firstName}, you have been invited to join the team of ${propertyName}. Choose your password to start using the hostel's account.`;
  const note = `The link works once and expires in ${hours} hours. If you were not expecting this invitation, ignore this email.`;
  return {
    to,
    subject: `You are invited to join ${propertyName}`,
    text: `${intro}\n\nOpen this link to choose your password:\n${href}\n\n${note}\nSupport: ${config().supportEmail}\n`,
    html: layout(
      `Join ${propertyName}`,
      [intro, note],
      { label: 'Choose my password', href },
      'If the button does not work, copy this link into your browser:',
    ),
  };
}
