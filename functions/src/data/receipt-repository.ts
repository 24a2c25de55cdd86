import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Receipt } from '@hostel/shared/api/folio-schemas';
import { db, tableName } from './db-client';
import { tenantKey, type TenantId } from './tenant';
import type { TransactItem } from './transactions';

// Receipt: PROP#p / RECEIPT#<reservationId>#<paymentId>, one per payment, frozen when first issued.
// Counter: PROP#p / RECEIPTSEQ { last }, the last number given. A receipt and the counter's move from n to
// n + 1 are one transaction (the counter on the condition it is still n, the receipt on the condition it is
// new), so the numbers of a property run 1..n with no gap and no duplicate, however many print at once.

const PREFIX = 'RECEIPT#';
const receiptKey = (tenant: TenantId, reservationId: string, paymentId: string) => ({
  pk: tenantKey(tenant),
  sk: `${PREFIX}${reservationId}#${paymentId}`,
});
const counterKey = (tenant: TenantId) => ({ pk: tenantKey(tenant), sk: 'RECEIPTSEQ' });

export const receipts = {
  /** The receipt of a payment, if issued (consistent: a racer's just issued one is seen). */
  async get(tenant: TenantId, reservationId: string, paymentId: string): Promise<Receipt | undefined> {
    const result = await db().send(
      new GetCommand({ TableName: tableName(), Key: receiptKey(tenant, reservationId, paymentId), ConsistentRead: true }),
    );
    return result.Item?.receipt as Receipt | undefined;
  },

  /** The last number given (0 before the first receipt). */
  async lastNumber(tenant: TenantId): Promise<number> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: counterKey(tenant), ConsistentRead: true }));
    return (result.Item?.last as number | undefined) ?? 0;
  },

  /** The counter's move from `receipt.number - 1`, failing if another receipt took that number first. */
  counterPart(tenant: TenantId, receipt: Receipt): TransactItem {
    const previous = receipt.number - 1;
    return {
      Put: {
        TableName: tableName(),
        Item: { ...counterKey(tenant), type: 'receiptCounter', last: receipt.number },
        ...(previous === 0
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: '#last = :previous',
              ExpressionAttributeNames: { '#last': 'last' },
              ExpressionAttributeValues: { ':previous': previous },
            }),
      },
    };
  },

  /** The receipt itself, failing if this payment's receipt was issued meanwhile. */
  receiptPart(tenant: TenantId, receipt: Receipt): TransactItem {
    return {
      Put: {
        TableName: tableName(),
        Item: { ...receiptKey(tenant, receipt.reservation_id, receipt.payment_id), type: 'receipt', number: receipt.number, receipt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  },
};
