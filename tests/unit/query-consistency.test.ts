import { describe, expect, it } from 'vitest';
import { readsConsistently } from '../../functions/src/data/query-pages';

// A list the desk reads again right after its own write must show that write: table queries read strongly.

describe('how a query reads', () => {
  it('strongly on the table, unless the repository asks otherwise; an index as it can, eventually', () => {
    expect(readsConsistently({})).toBe(true);
    expect(readsConsistently({ ConsistentRead: false })).toBe(false);
    expect(readsConsistently({ IndexName: 'gsi1' })).toBe(false);
    expect(readsConsistently({ IndexName: 'gsi1', ConsistentRead: true })).toBe(true);
  });
});
