import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, tableName } from './db-client';

// Used captcha: CAPTCHA#<challenge signature> / USED, kept until the challenge expires.
// The conditional put is what makes each solved challenge count once.

export const usedCaptchas = {
  /** Records the challenge as used; false if it already was. */
  async markUsed(signature: string, expiresAt: number): Promise<boolean> {
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { pk: `CAPTCHA#${signature}`, sk: 'USED', type: 'captcha', expiresAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  },
};
