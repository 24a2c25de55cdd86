import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from './batch-delete';
import { batchGet } from './batch-get';
import { db, tableName } from './db-client';

// Items one request needs before it decides, read in one BatchGetItem instead of one GetItem each: a round trip
// instead of several (in AWS as here), the same read units. Each repository says how its item reads (`getPart`),
// so the keys and the decoding stay with the entity's module.

/** One item to read with others: its key, and what the item (or its absence) reads as. */
export interface ReadPart<T> {
  key: ItemKey;
  read(item: Record<string, unknown> | undefined): T;
}

export type ReadResults<Parts extends readonly ReadPart<unknown>[]> = {
  [K in keyof Parts]: Parts[K] extends ReadPart<infer T> ? T : never;
};

const keyOf = (key: { pk: unknown; sk: unknown }) => `${key.pk}\n${key.sk}`;

/** Each part's item, read together (consistent reads), in the parts' order. */
export async function readTogether<const Parts extends readonly ReadPart<unknown>[]>(parts: Parts): Promise<ReadResults<Parts>> {
  // BatchGetItem refuses a key asked twice: each is asked once, and every part that names it reads its item.
  const keys = new Map(parts.map(({ key }) => [keyOf(key), { pk: key.pk, sk: key.sk }]));
  const items = await batchGet([...keys.values()]);
  const byKey = new Map(items.map((item) => [keyOf({ pk: item.pk, sk: item.sk }), item]));
  return parts.map((part) => part.read(byKey.get(keyOf(part.key)))) as ReadResults<Parts>;
}

/** One part's item alone: a consistent GetItem, read as the part says (a repository's `get`). */
export async function readOne<T>(part: ReadPart<T>): Promise<T> {
  return part.read((await db().send(new GetCommand({ TableName: tableName(), Key: part.key, ConsistentRead: true }))).Item);
}
