import { describe, expect, it } from 'vitest';
import { fieldIds } from '../../web/src/components/field-ids';

describe("a field's ids", () => {
  it('names only the lines shown, hint before error by default', () => {
    expect(fieldIds('f', {})).toEqual({ id: 'f', hintId: undefined, errorId: undefined, echoId: undefined, describedBy: undefined });
    expect(fieldIds('f', { hint: 'Hint' }).describedBy).toBe('f-hint');
    expect(fieldIds('f', { error: 'Wrong' }).describedBy).toBe('f-error');
    expect(fieldIds('f', { hint: 'Hint', error: 'Wrong' })).toEqual({
      id: 'f',
      hintId: 'f-hint',
      errorId: 'f-error',
      echoId: undefined,
      describedBy: 'f-hint f-error',
    });
  });

  it('says a rule once: a hint the error repeats is not shown', () => {
    const ids = fieldIds('f', { hint: 'At least 8 characters', error: 'At least 8 characters' });
    expect(ids.hintId).toBeUndefined();
    expect(ids.describedBy).toBe('f-error');
  });

  it("follows the field's own reading order (the number field's echo first)", () => {
    const order = ['echo', 'error', 'hint'] as const;
    expect(fieldIds('n', { hint: 'Hint', echo: true }, order).describedBy).toBe('n-echo n-hint');
    expect(fieldIds('n', { hint: 'Hint', error: 'Wrong' }, order)).toMatchObject({ echoId: undefined, describedBy: 'n-error n-hint' });
    expect(fieldIds('n', { echo: false }, order).describedBy).toBeUndefined();
  });
});
