/** The sort of a console table: a column and a direction, or the server's own order (null). */
export type SortState = { column: number; direction: 'asc' | 'desc' } | null;

/** A heading cycles its column through ascending, descending, then back to the list's own order. */
export function nextSort(current: SortState, column: number): SortState {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The rows in the chosen order; empty values go last whichever the direction. */
export function sortItems<Item>(
  items: readonly Item[],
  sort: SortState,
  columns: readonly { sortValue?(item: never): string | number | null }[],
): Item[] {
  const sortValue = sort ? columns[sort.column]?.sortValue : undefined;
  if (!sort || !sortValue) return [...items];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const left = sortValue(a as never);
    const right = sortValue(b as never);
    if (left === null || left === '') return right === null || right === '' ? 0 : 1;
    if (right === null || right === '') return -1;
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * collator.compare(String(left), String(right));
  });
}
