import type { Project } from '../../../common/api';
import { htmlToText, textToHtml } from '../../../common/text';
import { useTranslation } from '../../i18n/react';
import { Field } from '../form/fields';

/** The project's text as the editor's inputs hold it: plain text, empty strings for nothing. */
export interface ProjectText {
  title: string;
  description: string;
  video_url: string;
}

export const EMPTY_PROJECT_TEXT: ProjectText = { title: '', description: '', video_url: '' };

export const projectTextOf = (project: Project): ProjectText => ({
  title: project.title,
  description: htmlToText(project.description),
  video_url: project.video_url ?? '',
});

/** What a save sends: the description as paragraphs, no video link as null. */
export const projectTextBody = (values: ProjectText) => ({
  title: values.title,
  description: textToHtml(values.description),
  video_url: values.video_url.trim() || null,
});

/** Title, description and video link: the same inputs before the first save and after it. */
export function ProjectTextFields({
  values,
  onChange,
  titleError,
}: {
  values: ProjectText;
  onChange: (values: ProjectText) => void;
  titleError?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('editor.title')}
        name="title"
        value={values.title}
        maxLength={255}
        error={titleError}
        onChange={(e) => onChange({ ...values, title: e.target.value })}
      />
      <Field
        label={t('editor.description')}
        name="description"
        multiline
        value={values.description}
        hint={t('editor.descriptionHint')}
        onChange={(e) => onChange({ ...values, description: e.target.value })}
      />
      <Field
        label={t('editor.videoUrl')}
        name="video_url"
        type="url"
        value={values.video_url}
        placeholder="https://"
        onChange={(e) => onChange({ ...values, video_url: e.target.value })}
      />
    </>
  );
}
