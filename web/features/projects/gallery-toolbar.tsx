import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProjectSort } from '../../../common/constants';
import { SearchBox } from '../../components/search-box';
import { useTranslation } from '../../i18n/react';

const SEARCH_DELAY_MS = 300;

/** The gallery's search box and sort menu; both live in the address (?search=…&sort=…) so links keep them. */
export function GalleryToolbar({ sorts, defaultSort }: { sorts: ProjectSort[]; defaultSort: ProjectSort }) {
  const { t } = useTranslation('public');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  const sortId = useId();
  const current = params.get('search') ?? '';

  useEffect(() => {
    if (text.trim() === current) return;
    const timer = window.setTimeout(() => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text.trim()) next.set('search', text.trim());
          else next.delete('search');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, current, setParams]);

  return (
    <div className="gallery-toolbar" data-testid="gallery-toolbar">
      <SearchBox
        label={t('gallery.searchLabel')}
        placeholder={t('gallery.searchPlaceholder')}
        className="gallery-search"
        value={text}
        onChange={setText}
      />
      <label className="gallery-sort">
        <span className="muted small" id={sortId}>
          {t('gallery.sortLabel')}
        </span>
        <select
          aria-labelledby={sortId}
          value={params.get('sort') ?? defaultSort}
          onChange={(event) =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                if (event.target.value === defaultSort) next.delete('sort');
                else next.set('sort', event.target.value);
                return next;
              },
              { replace: true },
            )
          }
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`gallery.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
