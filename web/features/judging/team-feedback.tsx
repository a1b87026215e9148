import { useTranslation } from '../../i18n/react';
import { useTeamFeedback } from './api';
import './judging.css';

/**
 * Judges' comments the organiser released, on the team's own project page: only the team (and the
 * event's staff) can read them, and no judge is named. Shows nothing while there are none.
 */
export function TeamFeedback({ projectId }: { projectId: number }) {
  const { t } = useTranslation('judging');
  const feedback = useTeamFeedback(projectId);
  const rounds = feedback.data?.feedback.filter((round) => round.comments.length > 0) ?? [];
  if (rounds.length === 0) return null;
  return (
    <section className="section team-feedback" data-testid="team-feedback">
      <h2>{t('feedback.title')}</h2>
      <p className="muted small">{t('feedback.private')}</p>
      {rounds.map((round) => (
        <div key={round.roundId} className="stack tight">
          {rounds.length > 1 && <h3>{round.roundName}</h3>}
          <ul className="plain-list stack tight">
            {round.comments.map((comment, index) => (
              // Comments have no id of their own and never change order within an answer.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index}>
                <blockquote className="feedback-comment">{comment}</blockquote>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
