import { answerText } from '../../../common/answer-text';
import type { ProjectAnswer } from '../../../common/registration-form';
import { useTranslation } from '../../i18n/react';

/** One answer as visitors and reviewers read it: tags, a link, a file, or its text. */
function AnswerValue({ answer }: { answer: ProjectAnswer }) {
  const { t } = useTranslation('notify');
  const { type, value } = answer;
  if (type === 'built_with' && Array.isArray(value))
    return (
      <ul className="tag-list">
        {value.map((tag) => (
          <li key={tag} className="tag">
            {tag}
          </li>
        ))}
      </ul>
    );
  if (type === 'url')
    return (
      <a href={String(value)} rel="noreferrer noopener nofollow ugc" target="_blank">
        {String(value)}
      </a>
    );
  if (type === 'file')
    return (
      <a href={String(value)} rel="noreferrer" target="_blank">
        {t('form.openFile')}
      </a>
    );
  if (typeof value === 'boolean') return <>{value ? t('form.yes') : t('form.no')}</>;
  return <>{answerText(value)}</>;
}

/** The answers to the event's own submission fields, in form order. */
export function AnswerList({ answers }: { answers: ProjectAnswer[] }) {
  return (
    <dl className="answer-list">
      {answers.map((answer) => (
        <div key={answer.fieldId}>
          <dt>{answer.label}</dt>
          <dd>
            <AnswerValue answer={answer} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every answer of a project in the review queue, folded so the queue stays a list. */
export function ReviewAnswers({ answers }: { answers: ProjectAnswer[] }) {
  const { t } = useTranslation('notify');
  return (
    <details className="review-answers" data-testid="review-answers">
      <summary>{t('form.reviewAnswers', { count: answers.length })}</summary>
      <AnswerList answers={answers} />
    </details>
  );
}
