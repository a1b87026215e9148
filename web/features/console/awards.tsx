import { useId } from 'react';
import { awardGiveForm } from '../../../common/schemas/awards';
import { awardsApi } from '../../api/contract';
import { FieldMessage, FormError, SelectField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
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

/** The award chosen in its select, and the project picked (none yet). */
type GiveValues = { awardId: string; projectId: number | null };

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
  const id = useId();
  const give = useOrganiserMutation(({ awardId, projectIds }: { awardId: number; projectIds: number[] }) =>
    awardsApi.give(event.id, awardId, { projectIds }),
  );
  const takeBack = useOrganiserMutation(({ award, project }: { award: number; project: number }) =>
    awardsApi.takeBack(event.id, award, { projectIds: [project] }),
  );
  const form = useZodForm(
    awardGiveForm,
    { awardId: '', projectId: null } as GiveValues,
    async (input) => {
      await give.mutateAsync(input);
      toast(t('console.awardGiven'), 'success');
    },
    {
      toInput: ({ awardId, projectId }) => ({
        awardId: awardId ? Number(awardId) : undefined,
        // No project picked yet is a missing one, which the schema refuses under the picker.
        projectIds: [projectId ?? undefined] as number[],
      }),
    },
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
        <FormError error={form.serverError ?? takeBack.error ?? publish.error} />
        {editable && (
          <form className="stack award-giver" onSubmit={form.handleSubmit} noValidate>
            <SelectField
              label={t('console.fields.award')}
              {...form.field('awardId')}
              data-testid="award-select"
            >
              <option value="">{tc('chooseAward')}</option>
              {winners.data?.awards.map((award) => (
                <option key={award.id} value={award.id}>
                  {award.name}
                </option>
              ))}
            </SelectField>
            <ProjectPicker
              label={t('console.fields.project')}
              projects={approved.data?.projects ?? []}
              value={form.values.projectId}
              onChange={(projectId) => form.setValue('projectId', projectId)}
              errorId={form.errors.projectIds ? `${id}-project-error` : undefined}
            />
            <FieldMessage id={`${id}-project-error`} error={form.errors.projectIds} />
            <button type="submit" className="button primary" disabled={form.submitting}>
              {t('console.give')}
            </button>
          </form>
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
                          onClick={() => takeBack.mutate({ award: award.id, project: project.id })}
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
