import { useState } from 'react';
import { awardsApi } from '../../api/contract';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { organiserApi, useOrganiserMutation, useReviewQueue, useWinners } from './api';
import { CollectionEditor } from './collection-editor';
import { useConsoleCan } from './console-context';
import { useAwardConfig } from './lists';
import { NotIncluded } from './not-included';
import { ProjectPicker } from './project-picker';

/** Awards, when the event's plan includes them. */
export function ConsoleAwards() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('plans');
  const event = useCurrentEvent();
  if (!hasFeature(event, 'enable_awards')) {
    return <NotIncluded title={t('console.sections.awards')} reason={tp('limits.notIncluded.awards')} />;
  }
  return <AwardsEditor />;
}

/** Awards: define them, give them to approved projects, then publish them to the gallery. */
function AwardsEditor() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('console');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const { toast } = useUi();
  const config = useAwardConfig();
  const winners = useWinners(event.slug);
  const approved = useReviewQueue(event.id, 'APPROVED');
  const [awardId, setAwardId] = useState('');
  const [projectId, setProjectId] = useState<number | null>(null);
  const give = useOrganiserMutation(
    ({ award, project, on }: { award: number; project: number; on: boolean }) =>
      (on ? awardsApi.give : awardsApi.takeBack)(event.id, award, { projectIds: [project] }),
  );
  const publish = useOrganiserMutation((awardsPublished: boolean) =>
    organiserApi.updateEvent(event.id, { awardsPublished }),
  );
  const editable = can('edit_event');

  return (
    <div className="stack">
      <CollectionEditor
        eventId={event.id}
        config={config}
        title={t('console.sections.awards')}
        canEdit={editable}
      />
      <section className="card stack">
        <h2>{t('console.giveAwards')}</h2>
        <FormError error={give.error ?? publish.error} />
        {editable && (
          <div className="stack award-giver">
            <label className="field">
              <span>{t('console.fields.award')}</span>
              <select value={awardId} onChange={(e) => setAwardId(e.target.value)} data-testid="award-select">
                <option value="">{tc('chooseAward')}</option>
                {winners.data?.awards.map((award) => (
                  <option key={award.id} value={award.id}>
                    {award.name}
                  </option>
                ))}
              </select>
            </label>
            <ProjectPicker
              label={t('console.fields.project')}
              projects={approved.data?.projects ?? []}
              value={projectId}
              onChange={setProjectId}
            />
            <button
              type="button"
              className="button primary"
              disabled={!awardId || !projectId || give.isPending}
              onClick={() =>
                give.mutate(
                  { award: Number(awardId), project: projectId!, on: true },
                  { onSuccess: () => toast(t('console.awardGiven'), 'success') },
                )
              }
            >
              {t('console.give')}
            </button>
          </div>
        )}
        <ul className="console-list">
          {winners.data?.awards.map((award) => (
            <li key={award.id}>
              <strong>{award.name}</strong>
              {award.projects.length === 0 ? (
                <span className="muted small"> — {t('console.noWinnerYet')}</span>
              ) : (
                <ul>
                  {award.projects.map((project) => (
                    <li key={project.id} className="row">
                      {project.title}
                      {editable && (
                        <button
                          type="button"
                          className="button ghost small"
                          onClick={() => give.mutate({ award: award.id, project: project.id, on: false })}
                        >
                          {t('console.takeBack')}
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {editable && (
          <div className="row">
            <button
              type="button"
              className={`button ${event.awardsPublished ? 'ghost' : 'primary'}`}
              disabled={publish.isPending}
              onClick={() =>
                publish.mutate(!event.awardsPublished, {
                  onSuccess: () =>
                    toast(
                      t(event.awardsPublished ? 'console.awardsHidden' : 'console.awardsShown'),
                      'success',
                    ),
                })
              }
              data-testid="publish-awards"
            >
              {event.awardsPublished ? t('console.unpublishAwards') : t('console.publishAwards')}
            </button>
            <span className="muted small">
              {event.awardsPublished ? t('console.awardsArePublished') : t('console.awardsAreHidden')}
            </span>
          </div>
        )}
      </section>
    </div>
  );
}
