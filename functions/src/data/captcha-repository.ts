import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, tableName } from './db-client';

// Used captcha: CAPTCHA#<challenge signature> / USED, kept until the challenge expires.
// The conditional put is what makes each solved challenge count once.

/** A use of a challenge: its `first` (the attempt that spends it), `again` (the same request resent), or `refused` (another's). */
export type CaptchaUse = 'first' | 'again' | 'refused';

export const usedCaptchas = {
  /**
   * Records the challenge as used; false if it already was. With `owner` (a booking's Idempotency-Key), the
   * same request sent again (a double tap, a retry) may use it again: it books once anyway.
   */
  async markUsed(signature: string, expiresAt: number, owner?: string): Promise<CaptchaUse> {
    try {
      const result = await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { pk: `CAPTCHA#${signature}`, sk: 'USED', type: 'captcha', expiresAt, ...(owner ? { owner } : {}) },
          ConditionExpression: owner ? 'attribute_not_exists(pk) OR #owner = :owner' : 'attribute_not_exists(pk)',
          ...(owner ? { ExpressionAttributeNames: { '#owner': 'owner' }, ExpressionAttributeValues: { ':owner': owner } } : {}),
          // The item as it was tells a first use from the same request sent again.
          ReturnValues: 'ALL_OLD',
        }),
      );
      return result.Attributes ? 'again' : 'first';
    } catch (error) {
      if (error instanceof ConditionFailed) return 'refused';
      throw error;
    }
  },
};
