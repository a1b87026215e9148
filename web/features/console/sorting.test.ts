import { describe, expect, it } from 'vitest';
import { nextSort, sortItems } from './sorting';

const columns = [
  { sortValue: (item: { name: string }) => item.name },
  { sortValue: (item: { rank: number | null }) => item.rank },
] as never[];

describe('console table sorting', () => {
  it('cycles a heading through ascending, descending and the list order, and restarts on another column', () => {
    expect(nextSort(null, 0)).toEqual({ column: 0, direction: 'asc' });
    expect(nextSort({ column: 0, direction: 'asc' }, 0)).toEqual({ column: 0, direction: 'desc' });
    expect(nextSort({ column: 0, direction: 'desc' }, 0)).toBeNull();
    expect(nextSort({ column: 0, direction: 'desc' }, 1)).toEqual({ column: 1, direction: 'asc' });
  });

  it('sorts names in natural order without regard to case, and numbers as numbers', () => {
    const items = [
      { name: 'item 10', rank: 2 },
      { name: 'Item 9', rank: 10 },
      { name: 'apple', rank: 1 },
    ];
    expect(sortItems(items, { column: 0, direction: 'asc' }, columns).map((i) => i.name)).toEqual([
      'apple',
      'Item 9',
      'item 10',
    ]);
    expect(sortItems(items, { column: 1, direction: 'desc' }, columns).map((i) => i.rank)).toEqual([
      10, 2, 1,
    ]);
  });

  it('keeps empty values last in both directions and the list order when unsorted', () => {
    const items = [
      { name: 'b', rank: null },
      { name: 'a', rank: 3 },
      { name: 'c', rank: 1 },
    ];
    for (const direction of ['asc', 'desc'] as const) {
      expect(sortItems(items, { column: 1, direction }, columns).at(-1)?.name).toBe('b');
    }
    expect(sortItems(items, null, columns)).toEqual(items);
    expect(sortItems(items, null, columns)).not.toBe(items);
  });
});
