import { describe, expect, it } from 'vitest';
import { keepTickShapes } from '../../scripts/tick-shapes.mjs';

describe('keepTickShapes', () => {
  it("keeps Node's own tick objects, the shapes process.nextTick builds", async () => {
    const kept = await keepTickShapes();
    // What is kept must be the object nextTick made (two async-id symbols, the callback and its
    // arguments), not the callback or an empty resource: a Node that changes this fails here.
    expect(kept.length).toBeGreaterThanOrEqual(2);
    for (const tick of kept.slice(-2)) {
      expect(Object.getOwnPropertySymbols(tick).map(String)).toEqual([
        'Symbol(async_id_symbol)',
        'Symbol(trigger_async_id_symbol)',
      ]);
      expect(typeof (tick as { callback?: unknown }).callback).toBe('function');
      expect(Object.keys(tick)).toEqual(['callback', 'args']);
    }
    expect((kept.at(-1) as { args?: unknown }).args).toEqual([undefined]);
  });
});
