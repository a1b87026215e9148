/**
 * The limits of a project page's media, links and roles, apart from their zod rules
 * (common/project-page.ts) so that the gallery, which is in every public page's first download, takes
 * the numbers without zod.
 */
export const MEDIA_MAX = 12;
export const CAPTION_MAX = 200;
export const LINKS_MAX = 8;
export const LINK_LABEL_MAX = 60;
/** What a member did on the project ("Hardware and wiring"), shown beside their name. */
export const ROLE_TITLE_MAX = 60;
/** The tag filter of the gallery is one tag at most this long (a built-with tag's own limit). */
export const BUILT_WITH_TAG_MAX = 80;
