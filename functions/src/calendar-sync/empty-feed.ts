// When an empty feed may release its stays: only once it has stayed empty for a period, counted in time,
// not in syncs (two "Sync now" a second apart are one moment of an OTA's glitch, not two).

export interface EmptyFeedRule {
  /** When the feed was first found empty, kept on the feed until it lists events again. */
  since: string;
  release: boolean;
}

export function emptyFeedReleases(emptySince: string | undefined, now: Date, hours: number): EmptyFeedRule {
  const since = emptySince ?? now.toISOString();
  return { since, release: now.getTime() - Date.parse(since) >= hours * 3_600_000 };
}

/** The moment an empty feed's stays are released, if it is still empty then. */
export function releaseAfter(emptySince: string, hours: number): string {
  return new Date(Date.parse(emptySince) + hours * 3_600_000).toISOString();
}
