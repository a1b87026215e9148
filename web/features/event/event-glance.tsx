import type { TimelineEntry } from '../../../common/agenda';
import { timeZoneName } from '../../../common/dates';
import { eventSpan } from '../../../common/event-status';
import { useTranslation } from '../../i18n/react';
import { useDates } from '../../lib/dates';
import { hasFeature, useCurrentEvent } from './event-context';
import { useWinners } from './winners-api';

/**
 * Who, when and where at the top of the event home, as a visitor decides whether to come: the dates the
 * timeline spans (with their time zone), the venue, the organiser and the prizes. Each fact's place is
 * decided by what the event itself says, so nothing below moves when the timeline or awards arrive.
 */
export function EventGlance({ timeline }: { timeline: readonly TimelineEntry[] | undefined }) {
  const { t, i18n } = useTranslation();
  const event = useCurrentEvent();
  const dates = useDates();
  const showsPrizes = hasFeature(event, 'enable_awards') && event.awardsPublished;
  const winners = useWinners(event.slug);
  const span = timeline ? eventSpan(timeline) : null;
  const awards = winners.data?.awards ?? [];
  const facts: { key: string; label: string; value: string | null; detail?: string }[] = [
    {
      key: 'when',
      label: t('event.glance.when'),
      value: span ? dates.range(span.start, span.end) : timeline ? t('event.noAgenda') : null,
      detail: span
        ? t('event.glance.timeZone', { zone: timeZoneName(span.start, i18n.language, dates.timeZone) })
        : undefined,
    },
  ];
  if (event.venue) facts.push({ key: 'where', label: t('event.glance.where'), value: event.venue });
  if (event.organiser)
    facts.push({ key: 'organiser', label: t('event.glance.organiser'), value: event.organiser });
  if (showsPrizes) {
    facts.push({
      key: 'prizes',
      label: t('event.glance.prizes'),
      value: awards.length ? t('event.glance.prizeCount', { count: awards.length }) : null,
      detail: awards.length
        ? awards
            .slice(0, 3)
            .map((award) => award.name)
            .join(' · ')
        : undefined,
    });
  }
  return (
    <section className="event-glance" aria-label={t('event.glance.label')} data-testid="event-glance">
      <dl>
        {facts.map((fact) => (
          <div key={fact.key} className="glance-fact">
            <dt>{fact.label}</dt>
            <dd>
              <span className="glance-value">{fact.value ?? '\u00a0'}</span>
              <span className="glance-detail muted small">{fact.detail ?? '\u00a0'}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
