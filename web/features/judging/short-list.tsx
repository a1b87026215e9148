import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/react';

/** The first few items of a long list, with a button that shows the rest. */
export function ShortList<T>({
  items,
  render,
  first = 6,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  first?: number;
}) {
  const { t } = useTranslation('judging');
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, first);
  return (
    <>
      <ul className="plain-list">{shown.map(render)}</ul>
      {items.length > first && (
        <button type="button" className="button ghost small" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('showFewer') : t('showAll', { count: items.length })}
        </button>
      )}
    </>
  );
}
