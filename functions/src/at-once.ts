/**
 * `work` for each item, at most `atOnce` at a time (each waits mostly on the network or the table), the answers in
 * the items' order. One pool for the scheduled runs and the pusher, each item taken by the next free worker.
 */
export async function eachAtOnce<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      answers[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return answers;
}
