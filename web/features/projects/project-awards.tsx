import type { Project } from '../../../common/api';
import { Icon } from '../../components/icons';
import { useAwardsModal } from '../../components/modal/modals';
import { useTranslation } from '../../i18n/react';

/**
 * The awards a project won, large and first on its page: what a team shares it for. The names stand
 * out here; what each award is for opens in the awards dialog, so the title keeps its place near the top.
 */
export function ProjectAwards({ awards }: { awards: Project['awards'] }) {
  const { t } = useTranslation();
  const openAwards = useAwardsModal();
  if (!awards?.length) return null;
  return (
    <div className="project-awards-row">
      <ul className="project-awards" aria-label={t('projects.awards')} data-testid="project-awards">
        {awards.map((award) => (
          <li key={award.id} className="project-award">
            <Icon name="trophy" size={18} />
            <strong>{award.name}</strong>
          </li>
        ))}
      </ul>
      <button type="button" className="button ghost small" onClick={() => openAwards(awards)}>
        {t('projects.awards')}
      </button>
    </div>
  );
}
