import { useProjectAnswers } from '../../api/notify';
import { useTranslation } from '../../i18n/react';
import { AnswerList } from '../project-form/answer-list';

/** The project's answers to the event's own submission fields: the public ones, or all for its team and staff. */
export function ProjectAnswers({ projectId }: { projectId: number }) {
  const { t } = useTranslation('notify');
  const answers = useProjectAnswers(projectId).data?.answers ?? [];
  if (!answers.length) return null;
  return (
    <section className="stack tight" data-testid="project-answers">
      <h2>{t('answers.title')}</h2>
      <AnswerList answers={answers} />
    </section>
  );
}
