import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/react';

/** Loads the next page when scrolled into view, with a button for keyboards and old browsers. */
export function InfiniteSentinel({ onLoadMore, loading }: { onLoadMore: () => void; loading: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && latest.current(),
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="row center">
      <button type="button" className="button ghost" disabled={loading} onClick={onLoadMore}>
        {loading ? t('common.loading') : t('common.loadMore')}
      </button>
    </div>
  );
}
