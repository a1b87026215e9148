import { Link, useLocation } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { SidebarLayout } from '../../layouts/layouts';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { useSession } from '../auth/session';
import { useCurrentEvent } from '../event/event-context';
import { useManagedEvents } from './api';
import { ConsoleContext } from './console-context';
import './console.css';

/**
 * The console's sections grouped by what an organiser does, in the order of an event's life: set it up,
 * take in submissions, judge and award, talk to people, manage the team. The overview stands alone on top.
 */
export const CONSOLE_GROUPS = [
  { name: null, sections: ['overview'] },
  {
    name: 'setup',
    sections: [
      'details',
      'timeline',
      'categories',
      'sponsors',
      'banners',
      'faqs',
      'resources',
      'form',
      'access',
    ],
  },
  { name: 'submissions', sections: ['review'] },
  { name: 'judgingAwards', sections: ['judging', 'awards', 'voting'] },
  { name: 'communication', sections: ['announcements', 'live', 'support'] },
  { name: 'people', sections: ['registration', 'members', 'teams'] },
  { name: 'integrations', sections: ['webhooks', 'api-tokens', 'embeds', 'imports'] },
] as const;

export const CONSOLE_SECTIONS = CONSOLE_GROUPS.flatMap((group) => group.sections);
type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** /{eventSlug}/manage: the organiser console, its sections in the side menu (docs/product.md). */
/**
 * The notification sections' names live with their screens' text (the notify namespace), keeping
 * them out of the catalogue every visitor downloads.
 */
const SECTION_KEYS: Partial<Record<ConsoleSection, string>> = {
  announcements: 'notify:announcements.title',
  support: 'notify:inbox.title',
  live: 'notify:live.console',
  form: 'notify:form.console',
  webhooks: 'console:webhooks.title',
  'api-tokens': 'tokens:apiTokens.title',
  embeds: 'console:embeds.title',
  imports: 'imports:title',
  registration: 'registration:console.title',
};
const sectionKey = (section: ConsoleSection) => SECTION_KEYS[section] ?? `console.sections.${section}`;

export function ConsoleLayout() {
  const { t } = useTranslation(['translation', 'notify', 'console', 'tokens', 'imports', 'registration']);
  const event = useCurrentEvent();
  const to = useLocalePath();
  const session = useSession();
  const managed = useManagedEvents(Boolean(session));
  const isSuperAdmin = session?.roles.includes('super_admin') ?? false;
  const base = to(`/${event.slug}/manage`);
  const { pathname } = useLocation();
  const section = CONSOLE_SECTIONS.find((name) => pathname.endsWith(`/manage/${name}`));
  useDocumentTitle(section ? t(sectionKey(section)) : t('console.title'));
  const groups = CONSOLE_GROUPS.map((group) => ({
    label: group.name ? t(`console:groups.${group.name}`) : undefined,
    items: group.sections.map((name) => ({
      to: name === 'overview' ? base : `${base}/${name}`,
      label: t(sectionKey(name)),
      end: name === 'overview',
    })),
  }));

  if (managed.isPending) return <Loading />;
  if (managed.isError) return <ErrorMessage message={managed.error.message} />;
  const role = managed.data.find((candidate) => candidate.id === event.id)?.role ?? null;
  if (!role && !isSuperAdmin) {
    return (
      <SidebarLayout label={t('console.title')} className="layout-console" items={[]}>
        <section className="status-card">
          <h1>{t('console.notStaffTitle')}</h1>
          <p>{t('console.notStaff')}</p>
          <Link className="button" to={to(`/${event.slug}`)}>
            {t('common.back')}
          </Link>
        </section>
      </SidebarLayout>
    );
  }
  return (
    <ConsoleContext.Provider value={{ role, isSuperAdmin }}>
      <SidebarLayout
        label={t('console.title')}
        className="layout-console"
        groups={groups}
        current={t(sectionKey(section ?? 'overview'))}
      />
    </ConsoleContext.Provider>
  );
}
