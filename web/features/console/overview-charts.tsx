import type { ProjectStatus } from '../../../common/constants';
import type { OverviewStats } from '../../../common/overview';
import { useTranslation } from '../../i18n/react';

/**
 * The organiser overview's charts, drawn as plain SVG (no chart library: the console loads this file on
 * its own, docs/performance.md). Each chart is one image with a spoken summary; the numbers behind it
 * are in a table for screen readers.
 */

const WIDTH = 300;
const HEIGHT = 100;

function dayLabel(day: string, locale: string) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** The numbers behind a chart, for screen readers (the chart itself is one image). */
function ChartTable({ caption, rows }: { caption: string; rows: [string, number][] }) {
  return (
    // A table is never narrower than its content, whatever its width says: hidden on its own it would
    // still stretch the page. The hiding box around it is 1 px and clips it.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Axis({ first, last }: { first: string; last: string }) {
  return (
    <div className="chart-axis" aria-hidden="true">
      <span>{first}</span>
      <span>{last}</span>
    </div>
  );
}

/**
 * A chart of one value per day: its title and summary, the drawing (an image whose label is the
 * summary), the first and last day under it, and the numbers in a table for screen readers.
 */
function DayChart({
  testId,
  title,
  summary,
  days,
  values,
  children,
}: {
  testId: string;
  title: string;
  summary: string;
  days: string[];
  values: number[];
  children: React.ReactNode;
}) {
  const { i18n } = useTranslation('console');
  const labels = days.map((day) => dayLabel(day, i18n.language));
  return (
    <figure className="chart card" data-testid={testId}>
      <figcaption>
        <h3>{title}</h3>
        <p className="muted small">{summary}</p>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary}>
        <line className="chart-baseline" x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        {children}
      </svg>
      <Axis first={labels[0] ?? ''} last={labels.at(-1) ?? ''} />
      <ChartTable caption={title} rows={labels.map((label, index) => [label, values[index] ?? 0])} />
    </figure>
  );
}

function DailyBars({
  testId,
  title,
  summary,
  days,
  values,
}: {
  testId: string;
  title: string;
  summary: string;
  days: string[];
  values: number[];
}) {
  const top = Math.max(1, ...values);
  const slot = WIDTH / values.length;
  return (
    <DayChart testId={testId} title={title} summary={summary} days={days} values={values}>
      {values.map((value, index) => {
        const height = (value / top) * (HEIGHT - 4);
        return (
          <rect
            key={days[index]}
            className="chart-bar"
            x={index * slot + slot * 0.15}
            width={slot * 0.7}
            y={HEIGHT - height}
            height={height}
          />
        );
      })}
    </DayChart>
  );
}

function RunningTotal({
  title,
  summary,
  days,
  totals,
}: {
  title: string;
  summary: string;
  days: string[];
  totals: number[];
}) {
  const top = Math.max(1, ...totals);
  const step = WIDTH / Math.max(1, totals.length - 1);
  const points = totals.map((total, index) => `${index * step},${HEIGHT - (total / top) * (HEIGHT - 4)}`);
  return (
    <DayChart testId="chart-likes" title={title} summary={summary} days={days} values={totals}>
      <polygon className="chart-area" points={`0,${HEIGHT} ${points.join(' ')} ${WIDTH},${HEIGHT}`} />
      <polyline className="chart-line" points={points.join(' ')} vectorEffect="non-scaling-stroke" />
    </DayChart>
  );
}

function ReviewProgress({
  review,
  statuses,
}: {
  review: Record<ProjectStatus, number>;
  statuses: readonly ProjectStatus[];
}) {
  const { t } = useTranslation('console');
  const total = statuses.reduce((sum, status) => sum + review[status], 0);
  const sent = review.SUBMITTED + review.APPROVED + review.DECLINED;
  const decided = review.APPROVED + review.DECLINED;
  const summary = t('chartReviewSummary', { decided, count: sent });
  let x = 0;
  return (
    <figure className="chart card" data-testid="chart-review">
      <figcaption>
        <h3>{t('chartReview')}</h3>
        <p className="muted small">{summary}</p>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} 24`} preserveAspectRatio="none" role="img" aria-label={summary}>
        <rect className="chart-track" x="0" y="0" width={WIDTH} height="24" />
        {statuses.map((status) => {
          const width = total ? (review[status] / total) * WIDTH : 0;
          const part = (
            <rect
              key={status}
              className={`chart-part chart-${status.toLowerCase()}`}
              x={x}
              y="0"
              width={width}
              height="24"
            />
          );
          x += width;
          return part;
        })}
      </svg>
      <ul className="chart-legend">
        {statuses.map((status) => (
          <li key={status}>
            <span className={`chart-key chart-${status.toLowerCase()}`} aria-hidden="true" />
            {t(`translation:projectStatus.${status}`)}: <strong>{review[status]}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** `statuses` comes from the page, so this lazily loaded file shares no module with the public page. */
export function OverviewCharts({
  stats,
  statuses,
}: {
  stats: OverviewStats;
  statuses: readonly ProjectStatus[];
}) {
  const { t } = useTranslation('console');
  const days = stats.days.map((entry) => entry.day);
  const started = stats.days.map((entry) => entry.projects);
  let running = stats.likesBefore;
  const totals = stats.days.map((entry) => {
    running += entry.likes;
    return running;
  });
  const views = stats.days.map((entry) => entry.views);
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  const startedCount = total(started);
  const viewCount = total(views);
  return (
    <section className="chart-grid" aria-label={t('chartsTitle')}>
      <DailyBars
        testId="chart-projects"
        title={t('chartProjects')}
        summary={t('chartProjectsSummary', { count: startedCount, days: days.length })}
        days={days}
        values={started}
      />
      <ReviewProgress review={stats.review} statuses={statuses} />
      {/* Likes and views side by side on a wide screen: the public's interest, two ways. */}
      <RunningTotal
        title={t('chartLikes')}
        summary={t('chartLikesSummary', {
          count: running,
          added: running - stats.likesBefore,
          days: days.length,
        })}
        days={days}
        totals={totals}
      />
      <DailyBars
        testId="chart-views"
        title={t('chartViews')}
        summary={t('chartViewsSummary', { count: viewCount, days: days.length })}
        days={days}
        values={views}
      />
    </section>
  );
}
