import { SITE_ACTIONS, SITE_PERMISSIONS, type SiteAction } from '../../common/permissions';
import type { Viewer } from '../context';
import { definePolicy, loginRequired, type Rule } from './policy';

/** The site itself, the record of site-wide actions. */
export const SITE = { kind: 'site' } as const;
export type Site = typeof SITE;

/** A site action is held through the account's flags (common/permissions.ts), not a role in an event. */
const byFlags =
  (action: SiteAction): Rule<Viewer | null, Site> =>
  (viewer) =>
    viewer ? SITE_PERMISSIONS[action].some((flag) => viewer[flag]) : loginRequired();

/** Site-wide actions: the people who run the site. */
export const sitePolicy = definePolicy<Viewer | null, Site, SiteAction>(
  Object.fromEntries(
    SITE_ACTIONS.map((action) => [action, { allow: byFlags(action), denied: 'Staff only' }]),
  ) as Record<SiteAction, { allow: Rule<Viewer | null, Site>; denied: string }>,
);
