import { Link } from 'react-router';
import type { Project } from '../../../common/api';
import { displayName, initials } from '../../../common/users';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';

/**
 * Who made the project: each member with what they did (in the team's words) and their role, linking
 * to every project of theirs in this event's gallery.
 */
export function ProjectTeam({ memberships }: { memberships: Project['memberships'] }) {
  const { t } = useTranslation('project');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const team = (memberships ?? []).flatMap((membership) =>
    membership.user ? [{ ...membership, user: membership.user }] : [],
  );
  if (!team.length) return null;
  return (
    <section className="project-panel" aria-labelledby="project-team-title" data-testid="project-team">
      <h2 id="project-team-title">{t('team.title', { count: team.length })}</h2>
      <ul className="project-team">
        {team.map(({ user, role, title, userId }) => (
          <li key={userId}>
            <span className="avatar" aria-hidden="true">
              {initials(user)}
            </span>
            <span className="stack tight">
              <Link
                to={`${to(`/${event.slug}/projects`)}?member=${userId}`}
                aria-label={t('team.projectsOf', { name: displayName(user) })}
              >
                {displayName(user)}
              </Link>
              <small className="muted">
                {title ? `${title} · ` : ''}
                {t(`team.role.${role}`)}
              </small>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
