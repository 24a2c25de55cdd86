import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cancelLoadsUnder, setAfterChange, setQueriesAfterChange } from '../../web/src/lib/set-after-change';

// A change's answer put in the cache while a load of the same key, sent before the change, is on its way.

async function shownAfter(put: (client: QueryClient, data: string) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers: ((status: string) => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['reservation', 'r1'],
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  answers[0]!('arriving');
  await expect.poll(() => observer.getCurrentResult().data).toBe('arriving');
  // A refetch goes out (the window got focus), then the check-in is answered before it.
  void observer.refetch();
  expect(answers).toHaveLength(2);
  put(client, 'checked in');
  answers[1]!('arriving');
  // What the page shows once the load has landed.
  await expect.poll(() => client.getQueryState(['reservation', 'r1'])?.fetchStatus).toBe('idle');
  const shown = observer.getCurrentResult().data;
  unsubscribe();
  client.clear();
  return shown;
}

describe('setAfterChange', () => {
  it("keeps the change's answer when a load sent before it lands afterwards", async () => {
    expect(await shownAfter((client, data) => setAfterChange(client, ['reservation', 'r1'], data))).toBe('checked in');
  });

  it('is needed: setQueryData alone is overwritten by that load', async () => {
    expect(await shownAfter((client, data) => client.setQueryData(['reservation', 'r1'], data))).toBe('arriving');
  });

  it('puts the answer where nothing was loaded yet', () => {
    const client = new QueryClient();
    setAfterChange(client, ['guest', 'g1'], { name: 'Ana' });
    expect(client.getQueryData(['guest', 'g1'])).toEqual({ name: 'Ana' });
  });
});

/** A calendar window: its query's loads answered by the test, in order. */
function calendarWindow(client: QueryClient) {
  const answers: ((beds: string) => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['reservations', 'find', 'december'],
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const shown = () => observer.getCurrentResult().data;
  const settled = () => expect.poll(() => client.getQueryState(['reservations', 'find', 'december'])?.fetchStatus).toBe('idle');
  return { answers, shown, settled, unsubscribe };
}

describe('a bar moved on the calendar (cancelLoadsUnder, then setQueriesAfterChange)', () => {
  it('keeps the answer when a reload goes out during the request and lands after it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calendar = calendarWindow(client);
    calendar.answers[0]!('bed A');
    await expect.poll(calendar.shown).toBe('bed A');
    cancelLoadsUnder(client, ['reservations', 'find']);
    client.setQueriesData({ queryKey: ['reservations', 'find'] }, () => 'bed B');
    // Focus came back meanwhile: a reload, read before the move was saved.
    void client.refetchQueries({ queryKey: ['reservations', 'find'] });
    expect(calendar.answers).toHaveLength(2);
    setQueriesAfterChange<string>(client, ['reservations', 'find'], () => 'bed B');
    calendar.answers[1]!('bed A');
    await calendar.settled();
    expect(calendar.shown()).toBe('bed B');
    calendar.unsubscribe();
    client.clear();
  });

  it('loads again a calendar whose first load, sent before the move, is still on its way at the answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calendar = calendarWindow(client);
    // The user just moved to this window: its first load is out, and the move is made on a bar of another window.
    cancelLoadsUnder(client, ['reservations', 'find']);
    expect(client.getQueryState(['reservations', 'find', 'december'])?.fetchStatus).toBe('fetching');
    setQueriesAfterChange<string>(client, ['reservations', 'find'], () => 'bed B');
    expect(calendar.answers).toHaveLength(2);
    calendar.answers[0]!('bed A');
    calendar.answers[1]!('bed B');
    await calendar.settled();
    expect(calendar.shown()).toBe('bed B');
    calendar.unsubscribe();
    client.clear();
  });
});
