import { describe, expect, it } from 'vitest';
import { outboxIdOf, outboxStreamFilter } from '../../functions/src/data/outbox-repository';
import { backoffSeconds, mailerSettings } from '../../functions/src/mailer/mailer-settings';
import { matchesFilter } from '../../local/stream-reader';

function record(eventName: string, pk: string) {
  return { eventName, dynamodb: { Keys: { pk: { S: pk }, sk: { S: 'MAIL' } }, SequenceNumber: '1' } };
}

describe('the outbox on the stream', () => {
  it('lets only new outbox items through to the mailer (the same pattern filters in AWS and locally)', () => {
    expect(matchesFilter(record('INSERT', 'OUTBOX#8f1c'), outboxStreamFilter)).toBe(true);
    // A failed send is noted on the item (MODIFY) and the sent item deleted (REMOVE): neither comes back.
    expect(matchesFilter(record('MODIFY', 'OUTBOX#8f1c'), outboxStreamFilter)).toBe(false);
    expect(matchesFilter(record('REMOVE', 'OUTBOX#8f1c'), outboxStreamFilter)).toBe(false);
    for (const pk of ['RATE#signin-ip#1.2.3.4', 'PROP#p1', 'EMAIL#ana@example.com', 'CAPTCHA#abc', 'outbox#lower']) {
      expect(matchesFilter(record('INSERT', pk), outboxStreamFilter), pk).toBe(false);
    }
  });

  it('reads the queued mail id from the record keys', () => {
    expect(outboxIdOf(record('INSERT', 'OUTBOX#8f1c').dynamodb.Keys)).toBe('8f1c');
    expect(outboxIdOf(record('INSERT', 'PROP#p1').dynamodb.Keys)).toBeUndefined();
    expect(outboxIdOf(undefined)).toBeUndefined();
  });

  it('waits longer before each retry, within the function timeout, for about a quarter of an hour in all', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffSeconds)).toEqual([0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(mailerSettings.maxBackoffSeconds).toBeLessThan(mailerSettings.timeoutSeconds);
    let total = 0;
    for (let attempts = 1; attempts <= mailerSettings.retryAttempts; attempts += 1) total += backoffSeconds(attempts);
    expect(total / 60).toBeGreaterThan(10);
    expect(total / 60).toBeLessThan(20);
  });
});
