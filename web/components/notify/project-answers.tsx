import { answerText } from '../../../common/registration-form';
import { useProjectAnswers } from '../../api/notify';
import { useTranslation } from '../../i18n/react';

/** The project's answers to the event's own submission fields: the public ones, or all for its team and staff. */
export function ProjectAnswers({ projectId }: { projectId: number }) {
  const { t } = useTranslation('notify');
  const answers = useProjectAnswers(projectId).data?.answers ?? [];
  if (!answers.length) return null;
  return (
    <section className="stack tight" data-testid="project-answers">
      <h2>{t('answers.title')}</h2>
      <dl className="answer-list">
        {answers.map((answer) => (
          <div key={answer.fieldId}>
            <dt>{answer.label}</dt>
            <dd>
              {answer.type === 'built_with' && Array.isArray(answer.value) ? (
                <ul className="tag-list">
                  {answer.value.map((tag) => (
                    <li key={tag} className="tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : answer.type === 'url' ? (
                <a href={String(answer.value)} rel="noreferrer noopener nofollow ugc" target="_blank">
                  {String(answer.value)}
                </a>
              ) : (
                answerText(answer.value)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
