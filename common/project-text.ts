import * as z from 'zod/mini';
import { DESCRIPTION_MAX, TITLE_MAX } from './projects';
import { noMarkup, webLink } from './validation';

const titleRules = [z.maxLength(TITLE_MAX), noMarkup('profile.errors.noMarkup')] as const;

/**
 * A project's text as the editor saves it (POST /projects, PATCH /projects/{id}): the title, the
 * description as HTML paragraphs, and the video link or null. The limits are the service's
 * (server/projects/service.ts), so the editor shows a broken one under its field before saving.
 */
export const projectTextInput = z.object({
  title: z.string().check(z.trim(), ...titleRules),
  description: z.string().check(z.maxLength(DESCRIPTION_MAX)),
  video_url: z.nullable(webLink),
});
export type ProjectTextInput = z.infer<typeof projectTextInput>;

/**
 * The first save of a new project also needs a title (docs/product.md, "Starting a project"): its
 * heading and its address come from it. The API still starts untitled drafts from the event template.
 */
export const newProjectInput = z.extend(projectTextInput, {
  title: z.string().check(z.trim(), z.minLength(1, 'editor.titleRequired'), ...titleRules),
});
