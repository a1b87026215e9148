import { z } from 'zod';
import { LIMITS } from './constants';
import { isWebLink } from './validation';

/**
 * What a team adds to its public page besides the text: an ordered media list (images and videos) and
 * links (try it out, source, demo video). One checker serves the server, which refuses a broken rule
 * with a key per row, and the project editor, which shows the same key beside the row before saving.
 */

import {
  BUILT_WITH_TAG_MAX,
  CAPTION_MAX,
  LINK_LABEL_MAX,
  LINKS_MAX,
  MEDIA_MAX,
  ROLE_TITLE_MAX,
} from './project-page-limits';

export { BUILT_WITH_TAG_MAX, CAPTION_MAX, LINK_LABEL_MAX, LINKS_MAX, MEDIA_MAX, ROLE_TITLE_MAX };

/** What a link leads to; the page gives each its icon and wording, "other" shows the team's label. */
export const PROJECT_LINK_KINDS = ['demo', 'source', 'video', 'other'] as const;
export type ProjectLinkKind = (typeof PROJECT_LINK_KINDS)[number];

export const mediaItemSchema = z.object({
  url: z.string().max(LIMITS.linkMax),
  caption: z
    .string()
    .max(CAPTION_MAX * 2)
    .default(''),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const projectLinkSchema = z.object({
  kind: z.enum(PROJECT_LINK_KINDS),
  url: z.string().max(LIMITS.linkMax),
  label: z
    .string()
    .max(LINK_LABEL_MAX * 2)
    .default(''),
});
export type ProjectLink = z.infer<typeof projectLinkSchema>;

export const memberRoleSchema = z.object({
  userId: z.number().int().positive(),
  title: z.string().max(ROLE_TITLE_MAX * 2),
});
export type MemberRole = z.infer<typeof memberRoleSchema>;

/**
 * PUT /projects/{id}/page: the whole media list and link list, in the order the page shows them, and
 * what each member did (members left out keep theirs).
 */
export const projectPageInputSchema = z.object({
  media: z.array(mediaItemSchema).max(MEDIA_MAX * 2),
  links: z.array(projectLinkSchema).max(LINKS_MAX * 2),
  roles: z.array(memberRoleSchema).max(100).default([]),
});
export type ProjectPageInput = z.input<typeof projectPageInputSchema>;
export type ProjectPageContent = z.infer<typeof projectPageInputSchema>;

/** Message keys (the `project` namespace of the web app) with their English wording for the server. */
export const PROJECT_PAGE_MESSAGES = {
  'page.error.mediaCount': `At most ${MEDIA_MAX} images and videos`,
  'page.error.mediaUrl': 'Upload an image or paste a video address (https://…)',
  'page.error.caption': `A caption has at most ${CAPTION_MAX} characters, without HTML`,
  'page.error.linksCount': `At most ${LINKS_MAX} links`,
  'page.error.linkUrl': 'Enter a web address (https://…)',
  'page.error.linkLabel': `Name the link in at most ${LINK_LABEL_MAX} characters, without HTML`,
  'page.error.duplicate': 'This address is already in the list',
  'page.error.roleTitle': `Say what they did in at most ${ROLE_TITLE_MAX} characters, without HTML`,
  'page.error.notMember': 'This person is not on the team',
} as const;
export type ProjectPageKey = keyof typeof PROJECT_PAGE_MESSAGES;

const hasMarkup = (value: string) => /<[a-z!/?]/i.test(value);
const isAbsoluteWebLink = (value: string) => /^https?:\/\//i.test(value) && isWebLink(value);

export type PageProblems = Partial<Record<string, ProjectPageKey>>;

/**
 * Checks and normalises a page's media and links. Problems are keyed by row (`media.2.url`,
 * `links.0.label`) or by list (`media`, `links`), so each shows next to what it is about.
 */
export function checkProjectPage(
  input: ProjectPageContent,
): { value: ProjectPageContent; problems?: undefined } | { problems: PageProblems } {
  const problems: PageProblems = {};
  if (input.media.length > MEDIA_MAX) problems.media = 'page.error.mediaCount';
  if (input.links.length > LINKS_MAX) problems.links = 'page.error.linksCount';
  const media = input.media.map((item, index) => {
    const url = item.url.trim();
    const caption = item.caption.trim();
    if (!isWebLink(url)) problems[`media.${index}.url`] = 'page.error.mediaUrl';
    else if (input.media.slice(0, index).some((other) => other.url.trim() === url))
      problems[`media.${index}.url`] = 'page.error.duplicate';
    if (caption.length > CAPTION_MAX || hasMarkup(caption))
      problems[`media.${index}.caption`] = 'page.error.caption';
    return { url, caption };
  });
  const links = input.links.map((link, index) => {
    const url = link.url.trim();
    const label = link.label.trim();
    if (!isAbsoluteWebLink(url)) problems[`links.${index}.url`] = 'page.error.linkUrl';
    else if (input.links.slice(0, index).some((other) => other.url.trim() === url))
      problems[`links.${index}.url`] = 'page.error.duplicate';
    if (label.length > LINK_LABEL_MAX || hasMarkup(label))
      problems[`links.${index}.label`] = 'page.error.linkLabel';
    return { kind: link.kind, url, label };
  });
  const roles = input.roles.map((role, index) => {
    const title = role.title.trim();
    if (title.length > ROLE_TITLE_MAX || hasMarkup(title))
      problems[`roles.${index}.title`] = 'page.error.roleTitle';
    return { userId: role.userId, title };
  });
  return Object.keys(problems).length ? { problems } : { value: { media, links, roles } };
}

/**
 * The page as the project editor checks it before a save: the request's shape, then every rule of
 * checkProjectPage at its row (`links.0.url`) or list, with its key; parses to the normalised page. The
 * server applies the same checker to PUT /projects/{id}/page (server/projects/page.ts).
 */
export const projectPageForm = projectPageInputSchema
  .superRefine((input, context) => {
    const { problems } = checkProjectPage(input);
    for (const [path, key] of Object.entries(problems ?? {})) {
      const at = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      context.addIssue({ code: 'custom', message: key!, path: at });
    }
  })
  .transform((input) => {
    const checked = checkProjectPage(input);
    return checked.problems ? input : checked.value;
  });

/** A built-with tag as the gallery's filter compares it: trimmed, case folded. */
export const tagKey = (tag: string) => tag.trim().toLowerCase();
