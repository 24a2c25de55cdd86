import { expect, it } from 'vitest';
import { invocationSlots } from '../../local/invocation-slots';

// The local server's invocations: at most `slots` run at once, the rest start in the order they came, and a
// failed invocation gives its place back like any other.

function deferred() {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done };
}

it('runs at most its slots at once and starts the waiting in the order they came', async () => {
  const run = invocationSlots(2);
  const gates = [deferred(), deferred(), deferred(), deferred()];
  const started: number[] = [];
  const results = gates.map((gate, index) =>
    run(async () => {
      started.push(index);
      await gate.promise;
      if (index === 1) throw new Error('refused');
      return index;
    }),
  );
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  gates[1]!.done();
  await expect(results[1]).rejects.toThrow('refused');
  expect(started).toEqual([0, 1, 2]);
  gates[0]!.done();
  await expect(results[0]).resolves.toBe(0);
  expect(started).toEqual([0, 1, 2, 3]);
  gates[2]!.done();
  gates[3]!.done();
  await expect(Promise.all([results[2], results[3]])).resolves.toEqual([2, 3]);
  // Every slot is free again: two more start at once.
  const again = [deferred(), deferred()];
  const later: number[] = [];
  const more = again.map((gate, index) =>
    run(async () => {
      later.push(index);
      await gate.promise;
    }),
  );
  await Promise.resolve();
  expect(later).toEqual([0, 1]);
  for (const gate of again) gate.done();
  await Promise.all(more);
});
