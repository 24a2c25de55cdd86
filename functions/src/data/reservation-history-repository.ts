import { queryAll } from './query-pages';
import { tableName } from './db-client';
import { tenantKey, type TenantId } from './tenant';
import type { TransactItem } from './transactions';

// A reservation's history: PROP#p / RESHIST#<reservationId>#<at>#<n>, one small item per change, put in
// the same transaction as the change (so a refused change leaves none). `at` is the reservation's new
// `updatedAt`, unique per reservation and only moving forward, so the sort key is the change order and
// one Query of the reservation's range reads its timeline, newest first. `n` numbers entries one
// transaction writes for the same reservation (1 almost always).

export type HistoryValue = string | number | string[] | null;

export interface HistoryChange {
  /** The reservation's field as the API names it (`check_out`, `reservation_status`, `internal_notes`…). */
  field: string;
  before: HistoryValue;
  after: HistoryValue;
}

export interface HistoryRecord {
  reservationId: string;
  at: string;
  n: number;
  /** Who made the change: the user's id and name when it was made. */
  byId: string;
  byName: string;
  /** What the desk did (created, dates, checked_in…). */
  action: string;
  changes: HistoryChange[];
}

const PREFIX = 'RESHIST#';
const historyKey = (tenant: TenantId, entry: Pick<HistoryRecord, 'reservationId' | 'at' | 'n'>) => ({
  pk: tenantKey(tenant),
  sk: `${PREFIX}${entry.reservationId}#${entry.at}#${entry.n}`,
});

export const reservationHistory = {
  /** One entry, as a part of the transaction that makes the change it describes. */
  entryPart(tenant: TenantId, entry: HistoryRecord): TransactItem {
    return { Put: { TableName: tableName(), Item: { ...historyKey(tenant, entry), type: 'reservationHistory', ...entry } } };
  },

  /** A reservation's entries, newest first. */
  async of(tenant: TenantId, reservationId: string): Promise<HistoryRecord[]> {
    const items = await queryAll({
      // BETWEEN, not begins_with: DynamoDB Local serves begins_with by reading the whole partition.
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: {
        ':pk': tenantKey(tenant),
        ':first': `${PREFIX}${reservationId}#`,
        ':last': `${PREFIX}${reservationId}#~`,
      },
      ScanIndexForward: false,
      ConsistentRead: true,
    });
    return items.map(({ pk: _pk, sk: _sk, type: _type, ...rest }) => rest as unknown as HistoryRecord);
  },
};
