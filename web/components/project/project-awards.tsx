import type { Project } from '../../../common/api';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../icons';

/** The awards a project won, large and first on its page: what a team shares it for. */
export function ProjectAwards({ awards }: { awards: Project['awards'] }) {
  const { t } = useTranslation();
  if (!awards?.length) return null;
  return (
    <ul className="project-awards" aria-label={t('projects.awards')} data-testid="project-awards">
      {awards.map((award) => (
        <li key={award.id} className="project-award">
          <Icon name="trophy" size={18} />
          <span>
            <strong>{award.name}</strong>
            {award.description && <small>{award.description}</small>}
          </span>
        </li>
      ))}
    </ul>
  );
}
