import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TeamFinderBoard } from '../../../common/team-finder';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';
import { useTeamBoard } from './api';
import { OpeningCard, PersonCard } from './cards';
import { MySide } from './my-side';
import { useTeamsText } from './skills';
import './team-finder.css';

/** The skills most often named on the board, for the filter's chips. */
function topSkills(board: TeamFinderBoard): string[] {
  const counts = new Map<string, number>();
  for (const item of [...board.cards, ...board.openings]) {
    for (const skill of item.skills) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 12)
    .map(([skill]) => skill);
}

/** /{eventSlug}/teams: people looking for a team and teams looking for members (docs/product.md#team-finder). */
export function TeamFinderPage() {
  const { t } = useTeamsText();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const location = useLocation();
  const board = useTeamBoard(event.slug);
  const [skill, setSkill] = useState<string | null>(null);
  useDocumentTitle(t('title'));
  const chips = useMemo(() => (board.data ? topSkills(board.data) : []), [board.data]);
  if (board.isPending) return <Loading />;
  if (board.isError) return <ErrorMessage message={board.error.message} onRetry={() => board.refetch()} />;
  const data = board.data;
  const has = (item: { skills: string[] }) => !skill || item.skills.includes(skill);
  const inviteTeams = data.me?.teams.filter((team) => team.opening) ?? [];
  const returnUrl = encodeURIComponent(location.pathname);
  return (
    <div className="stack team-finder">
      <header className="stack tight">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        {!data.settings.enabled && <p className="notice">{t('offForVisitors')}</p>}
      </header>
      {!data.canAct && (
        <p className="notice">
          {data.cardsShown ? t('signInToAct') : t('signInToSee')}{' '}
          <Link to={to(`/${event.slug}/login?returnUrl=${returnUrl}`)}>{t('signIn')}</Link>
        </p>
      )}
      {data.me && <MySide board={data} />}
      {data.cardsShown && (
        <>
          {chips.length > 0 && (
            <nav className="chips skill-filter" aria-label={t('filter.label')}>
              <button
                type="button"
                className={`chip ${skill === null ? 'active' : ''}`}
                aria-pressed={skill === null}
                onClick={() => setSkill(null)}
              >
                {t('filter.all')}
              </button>
              {chips.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={`chip ${skill === name ? 'active' : ''}`}
                  aria-pressed={skill === name}
                  onClick={() => setSkill(skill === name ? null : name)}
                >
                  {name}
                </button>
              ))}
            </nav>
          )}
          <section className="stack" aria-labelledby="team-openings">
            <h2 id="team-openings">{t('opening.title')}</h2>
            {data.openings.filter(has).length ? (
              <ul className="team-grid">
                {data.openings.filter(has).map((opening) => (
                  <OpeningCard key={opening.projectId} opening={opening} board={data} />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('opening.empty')}</p>
            )}
          </section>
          <section className="stack" aria-labelledby="team-people">
            <h2 id="team-people">{t('card.title')}</h2>
            {data.cards.filter(has).length ? (
              <ul className="team-grid">
                {data.cards.filter(has).map((card) => (
                  <PersonCard key={card.id} card={card} board={data} inviteTeams={inviteTeams} />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('card.empty')}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
