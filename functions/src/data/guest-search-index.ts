import { guestSearchTokens, type SearchableGuest, type SearchToken, type TokenKind } from '@hostel/shared/domain/guest-search';
import { tableName } from './db-client';
import { queryAll } from './query-pages';
import { tenantKey, type TenantId } from './tenant';
import type { TransactItem } from './transactions';

// The guests' search index: PROP#p / GUESTIDX#<kind>#<token>#<guestId> → { guestId }, one small item per
// token of a guest (name words, email, phone digits, document; shared/src/domain/guest-search.ts makes
// them). They are put and deleted in the guest's own transactions (guest-repository.ts), so the index is
// never behind the guest. A search reads the items whose token begins with what was typed: one Query per
// kind, sk BETWEEN <prefix> AND <prefix><highest character> (not begins_with, which DynamoDB Local serves
// by reading the partition), at most a few dozen items, never every guest.

const INDEX = 'GUESTIDX#';
const KIND: Record<TokenKind, string> = { name: 'n', email: 'e', phone: 'p', document: 'd' };
// Above every character a token may hold, in DynamoDB's byte order of UTF-8.
const HIGHEST = '\u{10FFFF}';

const tokenPrefix = ({ kind, token }: SearchToken) => `${INDEX}${KIND[kind]}#${token}`;
const indexKey = (tenant: TenantId, token: SearchToken, guestId: string) => ({
  pk: tenantKey(tenant),
  sk: `${tokenPrefix(token)}#${guestId}`,
});

const keyOf = ({ kind, token }: SearchToken) => `${kind}:${token}`;

/** The index changes from one state of a guest to another: tokens gone deleted, new ones put, kept ones untouched. */
export function searchIndexMoves(
  tenant: TenantId,
  guestId: string,
  before: SearchableGuest | undefined,
  after: SearchableGuest | undefined,
): TransactItem[] {
  const old = before ? guestSearchTokens(before) : [];
  const next = after ? guestSearchTokens(after) : [];
  const oldKeys = new Set(old.map(keyOf));
  const nextKeys = new Set(next.map(keyOf));
  return [
    ...old
      .filter((token) => !nextKeys.has(keyOf(token)))
      .map((token): TransactItem => ({ Delete: { TableName: tableName(), Key: indexKey(tenant, token, guestId) } })),
    ...next
      .filter((token) => !oldKeys.has(keyOf(token)))
      .map(
        (token): TransactItem => ({
          Put: { TableName: tableName(), Item: { ...indexKey(tenant, token, guestId), type: 'guestIndex', guestId } },
        }),
      ),
  ];
}

/** The ids of guests with a token beginning with `prefix`, in token order, at most `limit`. */
export async function guestIdsByToken(tenant: TenantId, prefix: SearchToken, limit: number): Promise<string[]> {
  const start = tokenPrefix(prefix);
  const items = await queryAll<{ guestId: string }>(
    {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :start AND :end',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':start': start, ':end': `${start}${HIGHEST}` },
      ProjectionExpression: 'guestId',
      Limit: limit,
    },
    limit,
  );
  return items.map((item) => item.guestId);
}
