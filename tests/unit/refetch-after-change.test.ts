import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterChange } from '../../web/src/lib/refetch-after-change';

// A change confirmed while a list's first load is still on its way: that load was answered before the change,
// and the list must show the change anyway.

/** A query function whose answers the test gives, one per call, in order. */
function answeredByTest() {
  const pending: ((list: string[]) => void)[] = [];
  return {
    calls: () => pending.length,
    answer: (call: number, list: string[]) => pending[call]!(list),
    queryFn: () => new Promise<string[]>((resolve) => pending.push(resolve)),
  };
}

async function shownList(invalidate: (client: QueryClient) => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const server = answeredByTest();
  // The page shows the list (an active query) and something awaits its first load, as a route's data would.
  const observer = new QueryObserver(client, { queryKey: ['extras'], queryFn: server.queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  const awaited = client.ensureQueryData({ queryKey: ['extras'], queryFn: server.queryFn });
  expect(server.calls()).toBe(1);
  // The extra is saved; then the list is refreshed while the first load is still out.
  const refreshed = invalidate(client);
  // The first load's answer, read on the server before the change.
  server.answer(0, []);
  if (server.calls() > 1) server.answer(1, ['Breakfast']);
  await refreshed;
  const result = { calls: server.calls(), shown: observer.getCurrentResult().data, awaited: await awaited };
  unsubscribe();
  client.clear();
  return result;
}

describe('refetchAfterChange', () => {
  it('loads a list again whose first load was on its way during the change, and hands the new answer to whoever awaited the first', async () => {
    expect(await shownList((client) => refetchAfterChange(client, { queryKey: ['extras'] }))).toEqual({
      calls: 2,
      shown: ['Breakfast'],
      awaited: ['Breakfast'],
    });
  });

  it('is needed: a plain invalidation hands on the first load, read before the change', async () => {
    expect(await shownList((client) => client.invalidateQueries({ queryKey: ['extras'] }))).toEqual({
      calls: 1,
      shown: [],
      awaited: [],
    });
  });

  it('forgets a load fetched ahead that nothing shows yet, sent before the change: shown later, it loads anew', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const server = answeredByTest();
    // The calendar's next window, fetched ahead.
    void client.prefetchQuery({ queryKey: ['reservations', 'next'], queryFn: server.queryFn });
    await refetchAfterChange(client, { queryKey: ['reservations'] });
    server.answer(0, ['bed A']);
    // The user moves to that window: it loads again, and shows the change.
    const observer = new QueryObserver(client, { queryKey: ['reservations', 'next'], queryFn: server.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(server.calls()).toBe(2);
    server.answer(1, ['bed B']);
    await expect.poll(() => observer.getCurrentResult().data).toEqual(['bed B']);
    unsubscribe();
    client.clear();
  });

  it('loads a list that has data again, as an invalidation does', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let version = 0;
    const observer = new QueryObserver(client, { queryKey: ['extras'], queryFn: async () => [`v${++version}`] });
    const unsubscribe = observer.subscribe(() => undefined);
    await client.refetchQueries({ queryKey: ['extras'] });
    expect(observer.getCurrentResult().data).toEqual(['v1']);
    await refetchAfterChange(client, { queryKey: ['extras'] });
    expect(observer.getCurrentResult().data).toEqual(['v2']);
    unsubscribe();
    client.clear();
  });
});

/** Each `.invalidateQueries(…)` call in `text`: its arguments, up to the bracket that closes the call. */
function invalidateCalls(text: string): string[] {
  const calls: string[] = [];
  for (let at = text.indexOf('.invalidateQueries('); at !== -1; at = text.indexOf('.invalidateQueries(', at + 1)) {
    const open = at + '.invalidateQueries'.length;
    let depth = 0;
    let end = open;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')' && --depth === 0) break;
    }
    calls.push(text.slice(open + 1, end));
  }
  return calls;
}

describe('the web', () => {
  it('refreshes after a change only through refetchAfterChange: invalidateQueries alone only marks without a refetch', () => {
    const root = join(import.meta.dirname, '../../web/src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('refetch-after-change.ts'),
    );
    const calls = files.flatMap((file) => invalidateCalls(readFileSync(join(root, file), 'utf8')).map((call) => ({ file, call })));
    expect(calls.length, 'the marks the calendar makes').toBeGreaterThan(0);
    expect(calls.filter(({ call }) => !call.includes("refetchType: 'none'")).map(({ file }) => file)).toEqual([]);
  });

  it('finds every call, in a handler too, and judges each by its own arguments', () => {
    const text = `onClick={() => void qc.invalidateQueries({ queryKey: k })}>x</div>;
      Promise.all([qc.invalidateQueries({ queryKey: a }), qc.invalidateQueries({ queryKey: b, refetchType: 'none' })]);`;
    expect(invalidateCalls(text)).toEqual(['{ queryKey: k }', '{ queryKey: a }', "{ queryKey: b, refetchType: 'none' }"]);
  });
});
