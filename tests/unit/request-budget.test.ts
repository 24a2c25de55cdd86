import { describe, expect, it } from 'vitest';
import { readConfig } from '../../functions/src/config';
import { fencing, runWithBudget, tableCallSignal } from '../../functions/src/data/request-deadline';

// One time budget per request, the same in AWS and locally; table calls get what is left of it, and the
// last part is kept for learning a write's outcome. The clock is injected: nothing here waits.

const complete = {
  TABLE_NAME: 'hostel',
  APP_ORIGIN: 'https://app.example.com',
  MAIL_FROM: 'no-reply@example.com',
  SESSION_SECRET: 's'.repeat(40),
  CAPTCHA_SECRET: 'c'.repeat(40),
};

describe('the request budget', () => {
  it('is 4 s in AWS and against DynamoDB Local alike, and an invalid one stops the function at start', () => {
    expect(readConfig(complete).requestBudgetMs).toBe(4000);
    expect(readConfig({ ...complete, DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' }).requestBudgetMs).toBe(4000);
    expect(readConfig({ ...complete, REQUEST_BUDGET_MS: '2500' }).requestBudgetMs).toBe(2500);
    expect(() => readConfig({ ...complete, REQUEST_BUDGET_MS: 'soon' })).toThrow('REQUEST_BUDGET_MS must be a positive integer');
  });

  it('gives table calls no limit outside a request, and inside one ends them with its work share, the fence with the rest', async () => {
    expect(tableCallSignal()).toBeUndefined();
    await runWithBudget(
      1000,
      async () => {
        // 600 ms of work time, started at 0: at 700 the ordinary call is over at once, the fence still has time.
        expect(tableCallSignal(700)?.aborted).toBe(true);
        expect(tableCallSignal(100)?.aborted).toBe(false);
        await fencing(async () => {
          expect(tableCallSignal(700)?.aborted).toBe(false);
          expect(tableCallSignal(1000)?.aborted).toBe(true);
        });
      },
      0,
    );
  });
});
