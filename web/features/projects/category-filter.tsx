import { NavLink } from 'react-router';
import type { Category } from '../../../common/api';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';

/** 'All' resets the filter (docs/product.md); each category links to /projects/category/{slug}. */
export function CategoryFilter({
  eventSlug,
  categories,
}: {
  eventSlug: string;
  categories: readonly Category[];
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (!categories.length) return null;
  return (
    <nav className="chips" aria-label={t('projects.filterByCategory')} data-testid="category-filter">
      <NavLink to={to(`/${eventSlug}/projects`)} end className="chip">
        {t('projects.all')}
      </NavLink>
      {categories.map((category) => (
        <NavLink
          key={category.id}
          to={to(`/${eventSlug}/projects/category/${category.slug}`)}
          className="chip"
        >
          {category.name}
          {category.projectCount !== undefined && <span className="chip-count">{category.projectCount}</span>}
        </NavLink>
      ))}
    </nav>
  );
}
