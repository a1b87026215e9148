import { Link } from 'react-router';
import { isStorySection } from '../../../common/answer-text';
import type { Project } from '../../../common/api';
import type { ProjectAnswer } from '../../../common/registration-form';
import { Icon } from '../../components/icons';
import { RichText } from '../../components/rich-text';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { useProjectAnswers } from '../notify/api';
import { AnswerList } from './answer-list';

/**
 * The answers to the event's own submission form, split the way the page shows them: long-text answers
 * are the story's sections, "built with" answers its tags, the rest short details. Empty without the
 * form (the event's plan decides), so such events show the description alone, as before.
 */
export function useProjectStory(project: Project) {
  const event = useCurrentEvent();
  const enabled = hasFeature(event, 'enable_custom_registration_form') && !project.isTemplate;
  const answers = useProjectAnswers(project.id, enabled).data?.answers ?? [];
  const tags = [
    ...new Set(
      answers.flatMap((answer) =>
        answer.type === 'built_with' && Array.isArray(answer.value) ? answer.value : [],
      ),
    ),
  ];
  return {
    sections: answers.filter(isStorySection),
    details: answers.filter((answer) => !isStorySection(answer) && answer.type !== 'built_with'),
    tags,
  };
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The description, then each story section under its question, then the short details. */
export function ProjectStory({
  project,
  sections,
  details,
}: {
  project: Project;
  sections: ProjectAnswer[];
  details: ProjectAnswer[];
}) {
  const { t } = useTranslation('project');
  return (
    <div className="project-story" data-testid="project-story">
      <section className="story-section">
        <h2>{t('story.about')}</h2>
        <RichText value={project.description} />
      </section>
      {sections.map((section) => (
        <section key={section.fieldId} className="story-section">
          <h2>{section.label}</h2>
          {paragraphs(String(section.value)).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {details.length > 0 && (
        <section className="story-section" data-testid="project-answers">
          <h2>{t('story.details')}</h2>
          <AnswerList answers={details} />
        </section>
      )}
    </div>
  );
}

/** The technologies the team listed, each leading to the gallery's projects built with it. */
export function BuiltWithTags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('project');
  const event = useCurrentEvent();
  const to = useLocalePath();
  if (!tags.length) return null;
  return (
    <section className="project-panel" aria-labelledby="built-with-title" data-testid="built-with">
      <h2 id="built-with-title">{t('builtWith.title')}</h2>
      <ul className="built-with">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              className="chip"
              to={`${to(`/${event.slug}/projects`)}?builtWith=${encodeURIComponent(tag)}`}
              aria-label={t('builtWith.projectsWith', { tag })}
            >
              <Icon name="tag" size={14} /> {tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
