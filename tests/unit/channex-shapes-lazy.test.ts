import { describe, expect, it, vi } from 'vitest';

// Channex's shapes are built when first used (channex-shapes.ts): a channel call checks a few of its answers, and
// building every shape cost each of its cold starts about 4 ms of CPU. zod keeps a lazy schema's built inner
// schema on its definition (`_cachedInner`), which says whether it was built. The module is loaded afresh: the
// unit files share their worker's modules, and another file may have checked these shapes already.

type Lazy = { _zod: { def: { type: string; _cachedInner?: unknown } } };

describe("Channex's shapes", () => {
  it('are all built when first used, none at import', async () => {
    vi.resetModules();
    const shapes = Object.entries(await import('../../functions/src/channel-manager/channex-shapes')).filter(
      ([, value]) => typeof value === 'object',
    ) as [string, Lazy][];
    expect(shapes.length).toBeGreaterThan(15);
    for (const [name, shape] of shapes) expect(shape._zod.def.type, name).toBe('lazy');
    const { ackAnswer, revisionFeed } = await import('../../functions/src/channel-manager/channex-shapes');
    expect((revisionFeed as unknown as Lazy)._zod.def._cachedInner, 'the revision feed, before a check').toBeUndefined();
    expect(ackAnswer.parse({ meta: { message: 'ok' } })).toEqual({ meta: { message: 'ok' } });
    expect((ackAnswer as unknown as Lazy)._zod.def._cachedInner, 'the acknowledgement, once checked').toBeDefined();
    expect((revisionFeed as unknown as Lazy)._zod.def._cachedInner, 'the revision feed, never checked').toBeUndefined();
  });
});
