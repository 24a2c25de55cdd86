import { formatStayDates } from './conflict-words';
import { CHANNEL_FEED_ID, channelImportConflict } from '../channel-manager/channel-conflicts';
import { config } from '../config';
import { calendarImports, type ImportConflict } from '../data/calendar-import-repository';
import type { MailSubject } from '../data/outbox-repository';
import { outbox } from '../data/outbox-repository';
import { team } from '../data/team-repository';
import type { TenantId } from '../data/tenant';
import type { UserRecord } from '../data/user-repository';
import type { Mail } from '../email/mailer';
import { mailWords } from '../email/mail-words';
import { renderMessage } from '@hostel/shared/i18n/render-message';
import { reasonOf } from './stored-reasons';
import type { Language } from '@hostel/shared/domain/languages';

// Telling the staff of imported stays that do not fit: one queued mail per admin and manager per sync,
// listing that sync's new conflicts, sent by the mailer like every other mail. The mailer reads each
// conflict when it sends: those resolved meanwhile (the stay fitted, or left the feed) are left out, and
// a mail whose conflicts are all resolved is not sent.

const STAFF = new Set(['admin', 'manager']);
/** The stays one mail names; the rest are counted (the channels page lists them all). */
export const DIGEST_LIMIT = 50;

export async function queueConflictMail(tenant: TenantId, conflicts: readonly ImportConflict[]): Promise<void> {
  const [first] = conflicts;
  if (!first) return;
  const staff = (await team.list(tenant)).filter((member) => STAFF.has(member.role) && member.verified);
  const about: MailSubject = {
    feedId: first.feedId,
    uidKeys: conflicts.slice(0, DIGEST_LIMIT).map((conflict) => conflict.uidKey),
    ...(conflicts.length > DIGEST_LIMIT ? { more: conflicts.length - DIGEST_LIMIT } : {}),
  };
  for (const member of staff) await outbox.queueAbout('import-conflict', member.email, about);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function importConflictMail(member: UserRecord, about: MailSubject): Promise<Mail | undefined> {
  const keys = about.uidKeys ?? (about.uidKey ? [about.uidKey] : []);
  // The channel manager's conflicts share this digest under their own feed id (channel-conflicts.ts).
  const lookUp = (uidKey: string) =>
    about.feedId === CHANNEL_FEED_ID
      ? channelImportConflict(member.propertyId, uidKey)
      : calendarImports.conflict(member.propertyId, about.feedId, uidKey);
  const found = await Promise.all(keys.map(lookUp));
  const conflicts = found.filter((conflict): conflict is ImportConflict => conflict !== undefined);
  const [first] = conflicts;
  if (!first) return undefined;
  const href = `${config().appOrigins[0]}/app/property/channels`;
  // In the member's own language; a reason is a message by id (stored-reasons.ts), said from the API's catalog.
  const language = member.language ?? 'en';
  const words = mailWords(language);
  const { t } = words;
  const why = (conflict: ImportConflict) => renderMessage(reasonOf(conflict.reason), language);
  const more = about.more ? [t('conflictMore', { count: about.more })] : [];
  const feed = first.feedName;
  if (conflicts.length === 1 && !about.more) {
    const intro = t('conflictOneIntro', { name: member.firstName, feed, dates: formatStayDates(words, first.checkIn, first.checkOut) });
    return mail(
      member,
      language,
      t('conflictOneSubject', { feed }),
      [intro, t('conflictWhy', { reason: why(first) }), t('conflictNext')],
      href,
    );
  }
  const intro = t('conflictManyIntro', { name: member.firstName, count: conflicts.length + (about.more ?? 0), feed });
  const stays = conflicts.map((conflict) =>
    t('conflictStay', { dates: formatStayDates(words, conflict.checkIn, conflict.checkOut), reason: why(conflict) }),
  );
  return mail(member, language, t('conflictManySubject', { feed }), [intro, ...stays, ...more, t('conflictNext')], href);
}

function mail(member: UserRecord, language: Language, subject: string, paragraphs: string[], href: string): Mail {
  return {
    to: member.email,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${href}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif">${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p></body></html>`,
  };
}
