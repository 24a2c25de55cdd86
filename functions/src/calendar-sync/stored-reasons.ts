import { type Message, type MessageId, message } from '@hostel/shared/i18n/message';
import type { StoredReason } from '../data/calendar-import-repository';

// Why a sync refused a stay, skipped an event or failed is stored with the feed as a message by id
// (`{ id, values }`), and said in the reader's language when shown (the API's answers, the conflict mail).
// Syncs before messages by id stored the English sentence: those are read here, in this one place, by the
// fixed sentences the sync wrote. Each sync writes its feed's outcome and reasons again, so old sentences
// last until a feed's next sync; any other old text is said as it was stored (`calendar.storedReason`).

/** The sentences older syncs stored without values, by their message. */
const OLD_SENTENCES: Readonly<Record<string, MessageId>> = {
  'The feed is not a valid iCal calendar': 'calendar.feedNotValidIcal',
  'The feed address must start with https://': 'calendar.feedAddressStartHttps',
  'The feed address must not hold a user name or password': 'calendar.feedAddressNotHold',
  'The feed address points to a private network': 'calendar.feedAddressPointsPrivate',
  'The feed answered a web page, not a calendar: check its link': 'calendar.feedAnsweredWebPage',
  'The sync stopped before it finished; the next sync continues it': 'calendar.syncStoppedBeforeFinished',
  'The feed listed no events; nothing was released. If this continues, its stays are released on the next sync':
    'calendar.feedListedNoEvents',
  'This stay does not fit': 'calendar.stayDoesNotFit',
  'The room type of this feed was deleted': 'calendar.roomTypeFeedDeleted',
  'The event could not be read': 'calendar.eventCouldNotBeRead',
  'The event starts and ends on the same day: it holds no night': 'calendar.eventSameDay',
  'The event ends before it starts': 'calendar.eventEndsBeforeStarts',
  'The event repeats too often to be read to its end': 'calendar.eventRepeatsTooOften',
};

const count = (text: string) => Number(text.replace(/,/g, ''));

/** The sentences older syncs stored with a value, each with the message it is. */
const OLD_FORMS: readonly [RegExp, (value: string) => Message][] = [
  [/^The feed's host (.+) was not found$/, (host) => message('calendar.feedSHostHost', { host })],
  [/^The feed is larger than (\d+) bytes$/, (max) => message('calendar.feedLargerMaxBytes', { max: count(max) })],
  [/^The feed redirects more than (\d+) times$/, (max) => message('calendar.feedRedirectsMoreMax', { max: count(max) })],
  [/^The feed answered HTTP (\d+)$/, (status) => message('calendar.feedAnsweredHttpStatus', { status: count(status) })],
  [/^The feed did not answer within ([\d.]+) s$/, (seconds) => message('calendar.feedDidNotAnswer', { seconds: Number(seconds) })],
  [/^The feed could not be read: ([\s\S]*)$/, (reason) => message('calendar.feedCouldNotRead', { reason })],
  [
    /^This stay is longer than (\d+) nights: book it by hand in parts$/,
    (max) => message('calendar.stayLongerMaxNights', { max: count(max) }),
  ],
  [/^The feed lists more than ([\d,]+) events; nothing was changed$/, (max) => message('calendar.feedListsMoreMax', { max: count(max) })],
  [
    /^The feed listed no events; nothing was released\. If it stays empty for (\d+) hours, its stays are released$/,
    (hours) => message('calendar.feedListedNoEventsHours', { emptyFeedHours: count(hours) }),
  ],
];

/** The message a stored reason says, whichever sync stored it. */
export function reasonOf(stored: StoredReason): Message {
  if (typeof stored !== 'string') return stored;
  const id = OLD_SENTENCES[stored];
  if (id) return message(id);
  for (const [form, said] of OLD_FORMS) {
    const value = form.exec(stored)?.[1];
    if (value !== undefined) return said(value);
  }
  return message('calendar.storedReason', { text: stored });
}
