import type { TimelineEntry } from '../../../common/agenda';
import { EVENT_STAGES, type EventStageNow, eventStage } from '../../../common/event-status';
import { useTranslation } from '../../i18n/react';
import { useDates } from '../../lib/dates';
import { useCurrentEvent } from './event-context';

function useStageText(): (now: EventStageNow) => string {
  const { t } = useTranslation();
  const dates = useDates();
  return ({ stage, date, ended }) => {
    const when = date ? dates.format(date, 'dateTime') : null;
    if (stage === 'winners') return t('event.stage.winnersNow');
    if (stage === 'showcase' && ended) return t('event.stage.showcaseEnded', { date: when });
    return when ? t(`event.stage.${stage}Until`, { date: when }) : t(`event.stage.${stage}Now`);
  };
}

/**
 * The one line that says where the event stands (common/event-status.ts `eventStage`), over the five
 * stages it lives through. Its box is always there, so the hero does not move when the timeline arrives.
 */
export function EventStageLine({ timeline }: { timeline: readonly TimelineEntry[] | undefined }) {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const text = useStageText();
  const now = timeline ? eventStage(timeline, event.awardsPublished) : null;
  const index = now ? EVENT_STAGES.indexOf(now.stage) : -1;
  const isLive = !now?.ended && (now?.stage === 'submissions' || now?.stage === 'showcase');
  return (
    <div className="stage-line" data-testid="event-stage">
      {now && (
        <>
          <p className={`pill stage-now ${isLive ? 'live' : ''}`}>
            {isLive && <span aria-hidden="true">● </span>}
            {text(now)}
          </p>
          <ol className="stage-steps" aria-label={t('event.stage.label')}>
            {EVENT_STAGES.map((stage, position) => (
              <li
                key={stage}
                className={position < index ? 'done' : position === index ? 'current' : undefined}
                aria-current={position === index ? 'step' : undefined}
              >
                {t(`event.stage.${stage}`)}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
