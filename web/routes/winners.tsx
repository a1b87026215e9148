import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWinners } from '../api/organiser';
import { ErrorMessage, Loading } from '../components/feedback';
import { Icon } from '../components/icons';
import { PeoplesChoiceResults } from '../components/voting/published-results';
import { useDocumentTitle } from '../lib/document-title';
import { useCurrentEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';

/** /{eventSlug}/winners: each award with its winning projects, once the organisers publish them. */
export function WinnersPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const winners = useWinners(event.slug);
  useDocumentTitle(t('winners.title'));
  if (winners.isPending) return <Loading />;
  if (winners.isError)
    return <ErrorMessage message={winners.error.message} onRetry={() => winners.refetch()} />;
  const { published, awards } = winners.data;
  return (
    <div className="stack">
      <h1>{t('winners.title')}</h1>
      {!published && (
        <p className="notice">{awards.length ? t('winners.staffPreview') : t('winners.soon')}</p>
      )}
      <ul className="winners">
        {awards.map((award) => (
          <li key={award.id} className="card stack" data-testid="winner-award">
            <h2>
              <Icon name="trophy" size={18} /> {award.name}
            </h2>
            {(award.category || award.sponsor) && (
              <p className="muted small">
                {[
                  award.category?.name,
                  award.sponsor && t('winners.sponsoredBy', { name: award.sponsor.name }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
            {award.description && <p>{award.description}</p>}
            <ul className="winner-projects">
              {award.projects.map((project) => (
                <li key={project.id}>
                  <Link to={to(`/${event.slug}/project/${project.slug}`)} className="row">
                    {project.imageUrl && (
                      <img className="console-thumb" src={project.imageUrl} alt="" loading="lazy" />
                    )}
                    <strong>{project.title}</strong>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <PeoplesChoiceResults />
      </Suspense>
    </div>
  );
}
