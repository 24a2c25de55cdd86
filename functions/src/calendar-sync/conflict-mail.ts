import { formatStayDates } from './conflict-words';
import { config } from '../config';
import { calendarImports, type ImportConflict } from '../data/calendar-import-repository';
import type { MailSubject } from '../data/outbox-repository';
import { outbox } from '../data/outbox-repository';
import { team } from '../data/team-repository';
import type { TenantId } from '../data/tenant';
import type { UserRecord } from '../data/user-repository';
import type { Mail } from '../email/mailer';

// Telling the staff of an imported stay that does not fit: one queued mail per admin and manager, sent by
// the mailer like every other mail. The mailer reads the conflict when it sends: one resolved meanwhile
// (the stay fitted, or left the feed) sends nothing.

const STAFF = new Set(['admin', 'manager']);

export async function queueConflictMail(tenant: TenantId, conflicts: readonly ImportConflict[]): Promise<void> {
  if (conflicts.length === 0) return;
  const staff = (await team.list(tenant)).filter((member) => STAFF.has(member.role) && member.verified);
  for (const member of staff)
    for (const conflict of conflicts)
      await outbox.queueAbout('import-conflict', member.email, { feedId: conflict.feedId, uidKey: conflict.uidKey });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function importConflictMail(member: UserRecord, about: MailSubject): Promise<Mail | undefined> {
  const conflict = await calendarImports.conflict(member.propertyId, about.feedId, about.uidKey);
  if (!conflict) return undefined;
  const href = `${config().appOrigins[0]}/app/property/channels`;
  const dates = formatStayDates(conflict.checkIn, conflict.checkOut);
  const intro = `Hello ${member.firstName}, a booking imported from ${conflict.feedName} (${dates}) does not fit, so it was not booked here.`;
  const reason = `Why: ${conflict.reason}.`;
  const next = 'Free a room or bed for those nights, or cancel the booking on the site; the next sync books it, or clears this notice.';
  return {
    to: member.email,
    subject: `An imported booking from ${conflict.feedName} does not fit`,
    text: `${intro}\n\n${reason}\n\n${next}\n\n${href}\n`,
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif"><p>${escapeHtml(intro)}</p><p>${escapeHtml(reason)}</p><p>${escapeHtml(next)}</p><p><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p></body></html>`,
  };
}
