import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setAfterChange } from '../../web/src/lib/set-after-change';

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
