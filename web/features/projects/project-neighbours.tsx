import { Link } from 'react-router';
import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';
import { useNeighbours } from './api';

/** Links to the projects before and after this one in the gallery, so a visitor can keep browsing. */
export function ProjectNeighbours({ projectId }: { projectId: number | null }) {
  const { t } = useTranslation('project');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const neighbours = useNeighbours(projectId).data;
  if (!neighbours || (!neighbours.previous && !neighbours.next)) return null;
  const { previous, next } = neighbours;
  return (
    <nav className="project-neighbours" aria-label={t('neighbours.title')} data-testid="project-neighbours">
      {previous ? (
        <Link className="neighbour" rel="prev" to={to(`/${event.slug}/project/${previous.slug}`)}>
          <Icon name="chevronLeft" size={20} />
          <span>
            <small className="muted">{t('neighbours.previous')}</small>
            <strong>{previous.title}</strong>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="neighbour next" rel="next" to={to(`/${event.slug}/project/${next.slug}`)}>
          <span>
            <small className="muted">{t('neighbours.next')}</small>
            <strong>{next.title}</strong>
          </span>
          <Icon name="chevronRight" size={20} />
        </Link>
      )}
    </nav>
  );
}
