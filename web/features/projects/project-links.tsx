import type { ProjectLink, ProjectLinkKind } from '../../../common/project-page';
import { Icon, type IconName } from '../../components/icons';
import { useTranslation } from '../../i18n/react';

const ICONS: Record<ProjectLinkKind, IconName> = {
  demo: 'rocket',
  source: 'code',
  video: 'video',
  other: 'link',
};

/** The host of a link, as a reader recognises it ("github.com"). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Try it out, source, demo video…: each with its icon, its wording (or the team's label) and its host. */
export function ProjectLinks({ links }: { links: ProjectLink[] }) {
  const { t } = useTranslation('project');
  if (!links.length) return null;
  return (
    <section className="project-panel" aria-labelledby="project-links-title" data-testid="project-links">
      <h2 id="project-links-title">{t('links.title')}</h2>
      <ul className="project-links">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noreferrer noopener nofollow ugc"
              className="project-link"
            >
              <Icon name={ICONS[link.kind]} size={18} />
              <span>
                <strong>
                  {link.kind === 'other' && link.label ? link.label : t(`links.kind.${link.kind}`)}
                </strong>
                <small className="muted">{hostOf(link.url)}</small>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
