import type { MessageId } from '@hostel/shared/i18n/message';
import { purgeDateOf } from '@hostel/shared/domain/property-closure';
import { NotReopened, propertyClosures } from '../data/property-closure-repository';
import { removeTenant } from '../data/tenant-repository';
import type { TenantId } from '../data/tenant';
import { Clash } from '../domain-errors';

// Deleting the property closes it at once and purges its data 30 days later, unless its admin restores it
// first (accounts-and-security.md). These are the rules; the repository keeps the dates and the index.

/** Only the admin restores a closed property, or downloads its data while it is closed. */
export const ONLY_ADMIN_RESTORES = 'account.onlyAdminCanRestore' satisfies MessageId;

/** Closes the property now: every session ends; its data waits 30 days for a restore. */
export async function closeProperty(tenant: TenantId, now: Date): Promise<void> {
  await propertyClosures.close(tenant, now, purgeDateOf(now));
}

export const TOO_LATE_TO_RESTORE = 'account.restoreDaysPassed' satisfies MessageId;

/** Opens the property again, with all its data; an open property stays open (a repeated request). */
export async function reopenProperty(tenant: TenantId, now: Date): Promise<void> {
  try {
    await propertyClosures.reopen(tenant, now);
  } catch (error) {
    if (error instanceof NotReopened && error.reason === 'open') return;
    if (error instanceof NotReopened) throw new Clash(TOO_LATE_TO_RESTORE);
    throw error;
  }
}

export interface PurgeRun {
  purged: number;
  failed: number;
}

/**
 * Purges every closed property whose 30 days have passed at `now`, with the deletion that removed a
 * property before (removeTenant). Each is read again first: one restored since the index was read stays.
 * `beforePurge` runs just before (the channel manager told once more it is closed, while the key is still there).
 */
export async function purgeClosedProperties(
  now: Date,
  onFailure: (tenant: TenantId, error: Error) => void = () => {},
  beforePurge: (tenant: TenantId) => Promise<unknown> = async () => {},
): Promise<PurgeRun> {
  let purged = 0;
  let failed = 0;
  for (const { tenant } of await propertyClosures.dueForPurge(now)) {
    try {
      if (!(await propertyClosures.stillDue(tenant, now))) continue;
      await beforePurge(tenant);
      await removeTenant(tenant);
      purged += 1;
    } catch (error) {
      // Its item stays in the index until removed last, so the next run finishes it.
      failed += 1;
      onFailure(tenant, error as Error);
    }
  }
  return { purged, failed };
}
