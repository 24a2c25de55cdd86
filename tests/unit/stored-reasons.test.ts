import { describe, expect, test } from 'vitest';
import { reasonOf } from '../../functions/src/calendar-sync/stored-reasons';
import { message } from '../../shared/src/i18n/message';
import { renderMessage } from '../../shared/src/i18n/render-message';

// A sync's reasons are stored as messages by id; those an older sync stored as English sentences are read
// back as the same messages, so both say the same words in every language.

const said = (stored: Parameters<typeof reasonOf>[0]) => [renderMessage(reasonOf(stored)), renderMessage(reasonOf(stored), 'es-AR')];

describe('stored reasons', () => {
  test('a message by id is said in the language asked for', () => {
    expect(said(message('calendar.feedAnsweredHttpStatus', { status: 500 }))).toEqual([
      'The feed answered HTTP 500',
      'El calendario respondió HTTP 500',
    ]);
  });

  test('each sentence an older sync stored is read as its message, with its value', () => {
    const old: [string, ReturnType<typeof message>][] = [
      ['The feed is not a valid iCal calendar', message('calendar.feedNotValidIcal')],
      ['This stay does not fit', message('calendar.stayDoesNotFit')],
      ['The event starts and ends on the same day: it holds no night', message('calendar.eventSameDay')],
      ["The feed's host feeds.example was not found", message('calendar.feedSHostHost', { host: 'feeds.example' })],
      ['The feed is larger than 1048576 bytes', message('calendar.feedLargerMaxBytes', { max: 1048576 })],
      ['The feed answered HTTP 503', message('calendar.feedAnsweredHttpStatus', { status: 503 })],
      ['The feed did not answer within 2.5 s', message('calendar.feedDidNotAnswer', { seconds: 2.5 })],
      ['The feed could not be read: socket hang up', message('calendar.feedCouldNotRead', { reason: 'socket hang up' })],
      ['This stay is longer than 90 nights: book it by hand in parts', message('calendar.stayLongerMaxNights', { max: 90 })],
      ['The feed lists more than 2,000 events; nothing was changed', message('calendar.feedListsMoreMax', { max: 2000 })],
      [
        'The feed listed no events; nothing was released. If it stays empty for 24 hours, its stays are released',
        message('calendar.feedListedNoEventsHours', { emptyFeedHours: 24 }),
      ],
    ];
    for (const [sentence, expected] of old) {
      expect(reasonOf(sentence), sentence).toEqual(expected);
      // Its English is the very sentence stored.
      expect(renderMessage(reasonOf(sentence)), sentence).toBe(sentence);
    }
    expect(said('The feed lists more than 2,000 events; nothing was changed')[1]).toBe(
      'El calendario tiene más de 2.000 eventos; no se cambió nada',
    );
  });

  test('any other old text is said as it was stored', () => {
    expect(said('Not enough availability on 2026-12-01')).toEqual([
      'Not enough availability on 2026-12-01',
      'Not enough availability on 2026-12-01',
    ]);
  });
});
