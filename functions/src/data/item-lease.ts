import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, tableName } from './db-client';

// One run at a time on an item: its holder's id and the time its hold ends, kept as two attributes on the
// item (an iCal feed's sync, a property's channel-manager pull). A run that crashed leaves a lease that
// expires, and the next run takes it over; a run's release counts only while it still holds the lease.

type Key = Record<string, string>;

export interface LeaseAttributes {
  /** The attribute holding the holder's id, and the one holding the time its hold ends. */
  holder: string;
  until: string;
}

/** Takes the lease (free, or expired at `now`) for `ms`; false when another holds it. `itemMustExist`: never create the item. */
export async function takeItemLease(
  key: Key,
  attributes: LeaseAttributes,
  holder: string,
  now: Date,
  ms: number,
  itemMustExist: boolean,
): Promise<boolean> {
  const free = `attribute_not_exists(${attributes.until}) OR ${attributes.until} < :now`;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${attributes.holder} = :holder, ${attributes.until} = :until`,
        ConditionExpression: itemMustExist ? `attribute_exists(pk) AND (${free})` : free,
        ExpressionAttributeValues: { ':holder': holder, ':until': new Date(now.getTime() + ms).toISOString(), ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/**
 * Gives the lease back, setting and removing `also`'s attributes in the same write. Taken over after it
 * expired, or the item deleted meanwhile: the other holder's word stands, and nothing is written.
 */
export async function releaseItemLease(
  key: Key,
  attributes: LeaseAttributes,
  holder: string,
  also: { set?: Record<string, unknown>; remove?: string[] } = {},
): Promise<void> {
  const set = Object.entries(also.set ?? {});
  const remove = [attributes.holder, attributes.until, ...(also.remove ?? [])];
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `${set.length > 0 ? `SET ${set.map(([name]) => `${name} = :${name}`).join(', ')} ` : ''}REMOVE ${remove.join(', ')}`,
        ConditionExpression: `${attributes.holder} = :holder`,
        ExpressionAttributeValues: { ':holder': holder, ...Object.fromEntries(set.map(([name, value]) => [`:${name}`, value])) },
      }),
    )
    .catch((error: Error) => {
      if (!(error instanceof ConditionFailed)) throw error;
    });
}
