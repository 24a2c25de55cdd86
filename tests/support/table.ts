import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

// Direct reads of the local table, for tests that check an invariant after the API has answered.

export const TABLE = 'hostel';

export function table(): DynamoDBDocumentClient {
  const client = new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return DynamoDBDocumentClient.from(client);
}

/** Every item of a property's partition. */
export async function itemsOfProperty(propertyId: string): Promise<Record<string, unknown>[]> {
  const result = await table().send(new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `PROP#${propertyId}` }, ConsistentRead: true }));
  return result.Items ?? [];
}

export async function emailLock(email: string): Promise<Record<string, unknown> | undefined> {
  return (await table().send(new GetCommand({ TableName: TABLE, Key: { pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }, ConsistentRead: true }))).Item;
}

/** The claims of the session cookie an ApiUser holds. */
export function sessionClaims(cookie: string): { sub: string; pid: string; role: string } {
  return JSON.parse(Buffer.from(cookie.split('=')[1]!.split('.')[1]!, 'base64url').toString()) as { sub: string; pid: string; role: string };
}
