import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db-client';
import { deleteKeys } from './batch-delete';
import { tenantKey } from './property-repository';
import { emailLockKey } from './user-repository';

/**
 * Removes a property and everything in its partition, and frees its users' emails. Email locks go
 * first: if the run is cut short the remaining data can be deleted again, and no email stays taken
 * by a property that no longer exists.
 */
export async function removeTenant(propertyId: string): Promise<void> {
  const keys: { pk: string; sk: string }[] = [];
  const emails: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': tenantKey(propertyId) },
        ProjectionExpression: 'pk, sk, #type, email',
        ExpressionAttributeNames: { '#type': 'type' },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      keys.push({ pk: item.pk as string, sk: item.sk as string });
      if (item.type === 'user') emails.push(item.email as string);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await deleteKeys(emails.map(emailLockKey));
  // The property item last, so a partly deleted tenant still reads as existing and can be retried.
  const property = keys.filter((key) => key.sk === 'PROPERTY');
  await deleteKeys(keys.filter((key) => key.sk !== 'PROPERTY'));
  await deleteKeys(property);
}
