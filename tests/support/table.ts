import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

// Reads the test stack's table directly: concurrency and refusal tests check what was really written.

export const TABLE = 'hostel';

let client: DynamoDBDocumentClient | undefined;

export function table(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('dynamoEndpoint'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  return client;
}

/** Every item of a property whose sort key starts with the prefix (all of them without one). */
export async function partition(propertyId: string, prefix = ''): Promise<Record<string, any>[]> {
  const items: Record<string, any>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: TABLE,
        // DynamoDB refuses begins_with on an empty prefix: no prefix reads the whole partition.
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `PROP#${propertyId}`, ...(prefix ? { ':prefix': prefix } : {}) },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * A sale of `units` on one night, written exactly as a booking writes it (night-inventory-repository.ts
 * describes the rule), for tests that need sold nights before reservations exist.
 */
export async function sellNight(propertyId: string, roomTypeId: string, date: string, units: number, capacity: number): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { pk: `PROP#${propertyId}`, sk: `NIGHT#${date}#${roomTypeId}` },
      UpdateExpression:
        'SET #type = :night, roomTypeId = :type, #date = :date, forSale = if_not_exists(forSale, :capacity) - :n, sold = if_not_exists(sold, :zero) + :n',
      ConditionExpression: 'attribute_not_exists(forSale) OR forSale >= :n',
      ExpressionAttributeNames: { '#type': 'type', '#date': 'date' },
      ExpressionAttributeValues: { ':night': 'night', ':type': roomTypeId, ':date': date, ':capacity': capacity, ':n': units, ':zero': 0 },
    }),
  );
}

/** Every item of a property's partition. */
export async function itemsOfProperty(propertyId: string): Promise<Record<string, unknown>[]> {
  return partition(propertyId);
}

export async function emailLock(email: string): Promise<Record<string, unknown> | undefined> {
  return (
    await table().send(new GetCommand({ TableName: TABLE, Key: { pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }, ConsistentRead: true }))
  ).Item;
}

/** The claims of the session cookie an ApiUser holds. */
export function sessionClaims(cookie: string): { sub: string; pid: string; role: string } {
  return JSON.parse(Buffer.from(cookie.split('=')[1]!.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    pid: string;
    role: string;
  };
}
