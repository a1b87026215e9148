import type { JudgingRound } from '../../../common/judging';
import { displayName } from '../../../common/users';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../event/event-context';
import { useJudgeReview } from './api';
import { FoldedSection } from './folded-section';

/** A reliability under this, well below the earnest judges' (about 0.9), is worth a word with the judge. */
const DOUBTFUL_RELIABILITY = 0.75;
const percent = (value: number) => `${Math.round(value * 100)} %`;

/**
 * Each judge's habits: how they use the rubric's scale (their own average and spread, which the
 * normalisation corrects for) and, in pairwise rounds, how often their choices agree with the final
 * ranking (docs/judging.md, "Reviewing judges"). An aid for a conversation, never a weight.
 */
export function JudgeReviewPanel({ round }: { round: JudgingRound }) {
  const { t } = useTranslation('judging');
  return (
    <FoldedSection title={t('review.title')} testId="judge-review">
      {() => <Review round={round} />}
    </FoldedSection>
  );
}

function Review({ round }: { round: JudgingRound }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const review = useJudgeReview(event.id, round.id);
  if (review.isPending) return <Loading />;
  if (review.isError) return <ErrorMessage message={review.error.message} />;
  return (
    <div className="stack">
      <p className="muted small">{t('review.intro')}</p>
      <ul className="console-list">
        {review.data.judges.map((judge) => {
          const doubtful = (judge.pairwise?.reviewedReliability ?? 1) < DOUBTFUL_RELIABILITY;
          return (
            <li key={judge.judgeId} className={`assignment${doubtful ? ' doubtful' : ''}`}>
              <strong>{displayName(judge.user)}</strong>
              {judge.rubric && (
                <p className="small">
                  {t('review.rubric', {
                    count: judge.rubric.looks,
                    mean: judge.rubric.rawMean.toFixed(2),
                    sd: judge.rubric.sd.toFixed(2),
                  })}
                </p>
              )}
              {judge.pairwise && (
                <p className="small">
                  {t('review.pairwise', {
                    count: judge.pairwise.comparisons,
                    reliability: percent(judge.pairwise.reviewedReliability),
                  })}
                </p>
              )}
              {!judge.rubric && !judge.pairwise && <p className="muted small">{t('review.nothingYet')}</p>}
              {doubtful && <p className="form-error small">{t('review.doubtful')}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
