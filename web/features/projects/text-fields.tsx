import type { Project } from '../../../common/api';
import type { ProjectTextInput } from '../../../common/project-text';
import { htmlToText, textToHtml } from '../../../common/text';
import { Field } from '../../components/form/fields';
import type { ZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';

/** The project's text as the editor's inputs hold it: plain text, empty strings for nothing. */
export type ProjectText = {
  title: string;
  description: string;
  video_url: string;
};

export const EMPTY_PROJECT_TEXT: ProjectText = { title: '', description: '', video_url: '' };

export const projectTextOf = (project: Project): ProjectText => ({
  title: project.title,
  description: htmlToText(project.description),
  video_url: project.video_url ?? '',
});

/** What a save sends (the form's `toInput`): the description as paragraphs, no video link as null. */
export const projectTextBody = (values: ProjectText): ProjectTextInput => ({
  title: values.title,
  description: textToHtml(values.description),
  video_url: values.video_url.trim() || null,
});

/** Title, description and video link: the same inputs before the first save and after it. */
export function ProjectTextFields({ form }: { form: ZodForm<ProjectText> }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('editor.title')} maxLength={255} {...form.field('title')} />
      <Field
        label={t('editor.description')}
        multiline
        hint={t('editor.descriptionHint')}
        {...form.field('description')}
      />
      <Field label={t('editor.videoUrl')} type="url" placeholder="https://" {...form.field('video_url')} />
    </>
  );
}
