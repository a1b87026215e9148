import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useManagedEvents } from '../../api/organiser';
import { useSession } from '../../api/session';
import { ErrorMessage, Loading } from '../../components/feedback';
import { SidebarLayout } from '../../layouts/layouts';
import { useDocumentTitle } from '../../lib/document-title';
import { useCurrentEvent } from '../../lib/event-context';
import { useLocalePath } from '../../lib/locale';
import { ConsoleContext } from './console-context';

export const CONSOLE_SECTIONS = [
  'overview',
  'details',
  'timeline',
  'categories',
  'sponsors',
  'awards',
  'voting',
  'banners',
  'faqs',
  'resources',
  'review',
  'judging',
  'announcements',
  'support',
  'live',
  'form',
  'members',
  'access',
] as const;

/** /{eventSlug}/manage: the organiser console, its sections in the side menu (docs/product.md). */
/**
 * The notification sections' names live with their screens' text (the notify namespace), keeping
 * them out of the catalogue every visitor downloads.
 */
const SECTION_KEYS: Partial<Record<(typeof CONSOLE_SECTIONS)[number], string>> = {
  announcements: 'notify:announcements.title',
  support: 'notify:inbox.title',
  live: 'notify:live.console',
  form: 'notify:form.console',
};
const sectionKey = (section: (typeof CONSOLE_SECTIONS)[number]) =>
  SECTION_KEYS[section] ?? `console.sections.${section}`;

export function ConsoleLayout() {
  const { t } = useTranslation(['translation', 'notify']);
  const event = useCurrentEvent();
  const to = useLocalePath();
  const session = useSession();
  const managed = useManagedEvents(Boolean(session));
  const isSuperAdmin = session?.roles.includes('super_admin') ?? false;
  const base = to(`/${event.slug}/manage`);
  const { pathname } = useLocation();
  const section = CONSOLE_SECTIONS.find((name) => pathname.endsWith(`/manage/${name}`));
  useDocumentTitle(section ? t(sectionKey(section)) : t('console.title'));
  const items = CONSOLE_SECTIONS.map((section) => ({
    to: section === 'overview' ? base : `${base}/${section}`,
    label: t(sectionKey(section)),
    end: section === 'overview',
  }));

  if (managed.isPending) return <Loading />;
  if (managed.isError) return <ErrorMessage message={managed.error.message} />;
  const role = managed.data.find((candidate) => candidate.id === event.id)?.role ?? null;
  if (!role && !isSuperAdmin) {
    return (
      <SidebarLayout label={t('console.title')} items={[]}>
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
      <SidebarLayout label={t('console.title')} items={items} />
    </ConsoleContext.Provider>
  );
}
