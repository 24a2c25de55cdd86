import { deleteKeys } from './batch-delete';
import { feedTokenKeyOf } from './calendar-feed-repository';
import { bookingPages } from './booking-page-repository';
import { PropertyKeptChanging } from './data-errors';
import { queryAll } from './query-pages';
import { tenantKey, type TenantId } from './tenant';
import { emailLockKey } from './user-repository';

interface TenantItem {
  pk: string;
  sk: string;
  type?: string;
  email?: string;
  token?: string;
}

// A request that was already past its checks may still write into the partition while it is being
// deleted (a session, a reset link); each round reads again until only the property item is left.
const MAX_ROUNDS = 5;

/**
 * Removes a property and everything in its partition, and frees its users' emails. Email locks go
 * first: if the run is cut short the remaining data can be deleted again, and no email stays taken
 * by a property that no longer exists. The property item goes last, so a partly deleted tenant
 * still reads as existing and can be retried.
 */
export async function removeTenant(tenant: TenantId): Promise<void> {
  // The booking page's addresses are global locks named in the partition: freed before it goes.
  await bookingPages.releaseAddresses(tenant);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const items = await queryAll<TenantItem>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant) },
      ProjectionExpression: 'pk, sk, #type, email, #token',
      ExpressionAttributeNames: { '#type': 'type', '#token': 'token' },
      ConsistentRead: true,
    });
    const rest = items.filter((item) => item.sk !== 'PROPERTY');
    if (rest.length === 0) {
      await deleteKeys(items.map(({ pk, sk }) => ({ pk, sk })));
      return;
    }
    const emails = rest.filter((item) => item.type === 'user' && item.email).map((item) => item.email!);
    await deleteKeys(emails.map(emailLockKey));
    // The feeds' secret URLs live outside the partition: freed with the emails, before the feeds that name them.
    await deleteKeys(rest.flatMap((item) => feedTokenKeyOf(item) ?? []));
    await deleteKeys(rest.map(({ pk, sk }) => ({ pk, sk })));
  }
  throw new PropertyKeptChanging();
}
