import type { JudgeLook } from '../../../common/judging';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';

type PairProject = NonNullable<JudgeLook['comparedWith']>;

/**
 * The two projects of a pairwise question side by side, the previous one on the left: where each
 * stands (table number), what it is (title, picture) and a link to its page in a new tab, so the
 * sheet keeps its answer. Compact enough that the five answers below stay on a phone's first screen.
 */
export function PairCards({ previous, current }: { previous: PairProject; current: PairProject }) {
  const { t } = useTranslation('judging');
  return (
    <section className="pair" aria-label={t('judge.pairLabel')} data-testid="pair">
      <PairCard project={previous} which="previous" label={t('judge.pairPrevious')} />
      <PairCard project={current} which="current" label={t('judge.pairCurrent')} />
    </section>
  );
}

function PairCard({
  project,
  which,
  label,
}: {
  project: PairProject;
  which: 'previous' | 'current';
  label: string;
}) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const to = useLocalePath();
  return (
    <article className={`pair-card pair-${which}`} data-testid={`pair-${which}`}>
      {/* Which of the two, on the picture's corner: one line less above the answers. */}
      <div className="pair-media">
        {project.imageUrl ? (
          <img className="pair-thumb" src={project.imageUrl} alt="" />
        ) : (
          <div className="pair-thumb" />
        )}
        <p className="pair-label">{label}</p>
      </div>
      {project.tableNumber && (
        <p className="pair-table" data-testid="pair-table">
          {t('table', { number: project.tableNumber })}
        </p>
      )}
      <h2 className="pair-title">{project.title}</h2>
      <a
        className="pair-details"
        href={to(`/${event.slug}/project/${project.id}`)}
        target="_blank"
        rel="noreferrer noopener"
        aria-label={t('judge.pairDetails', { title: project.title })}
      >
        {t('judge.details')}
      </a>
    </article>
  );
}
