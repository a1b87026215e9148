import { Link, useSearchParams } from 'react-router';
import type { Project } from '../../../common/api';
import { displayName } from '../../../common/users';
import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/react';

/**
 * The filter a visitor followed from a project page (a built-with tag, a team member), shown as a chip
 * whose cross removes it, so the gallery never looks emptier than it is without saying why.
 */
export function GalleryFilterChips({
  builtWith,
  member,
  projects,
}: {
  builtWith?: string;
  member?: number;
  projects: Project[];
}) {
  const { t } = useTranslation('project');
  const [params] = useSearchParams();
  const without = (name: string) => {
    const next = new URLSearchParams(params);
    next.delete(name);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const person = projects
    .flatMap((project) => project.memberships ?? [])
    .find((membership) => membership.userId === member)?.user;
  return (
    <ul className="chip-row filter-chips" data-testid="gallery-filters">
      {builtWith && (
        <li>
          <Link
            className="chip active"
            to={without('builtWith')}
            aria-label={`${t('builtWith.filter', { tag: builtWith })}: ${t('builtWith.clear')}`}
          >
            <Icon name="tag" size={14} /> {t('builtWith.filter', { tag: builtWith })}{' '}
            <Icon name="close" size={14} />
          </Link>
        </li>
      )}
      {member && (
        <li>
          <Link className="chip active" to={without('member')}>
            {t('builtWith.member', { name: person ? displayName(person) : t('builtWith.someone') })}{' '}
            <Icon name="close" size={14} />
          </Link>
        </li>
      )}
    </ul>
  );
}
