// In AWS every invocation runs on a CPU of its own, so a request's time budget (REQUEST_BUDGET_MS) is spent
// on its own work and the table. Here every handler shares one process on the machine's few cores: fifty
// guests at once would each spend their budget waiting for the other forty-nine's CPU. So the local server
// runs a bounded number of invocations at once, and the rest wait their turn before their handler (and its
// budget) starts, as a request waits for a free Lambda instance. The budget itself stays production's.

/** Runs `work` in one of `slots` places, first come first served. */
export type Slots = <T>(work: () => Promise<T>) => Promise<T>;

export function invocationSlots(slots: number): Slots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < slots) running += 1;
    // The slot is handed over by the invocation that ends, so `running` stays as it is.
    else await new Promise<void>((take) => waiting.push(take));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
