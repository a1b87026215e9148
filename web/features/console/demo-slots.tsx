import { type DemoSlot, demoSlotFormSchema } from '../../../common/live-streams';
import { useConfirm } from '../../components/confirm';
import { Field, FormError, SelectField } from '../../components/form/fields';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../event/event-context';
import { useDemoSlot } from '../notify/api';
import { useReviewQueue } from './api';
import { RowMenu } from './row-menu';

/** A datetime-local input's value (local time) as an ISO instant; none while it is empty. */
export const iso = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** An ISO instant as a datetime-local input's value, in the browser's time zone. */
export function localInput(instant: string): string {
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** When something starts and ends, as the datetime-local inputs hold it. */
export type TimeRange = { startsAt: string; endsAt: string };

const blank: TimeRange & { projectId: number | undefined } = {
  projectId: undefined,
  startsAt: '',
  endsAt: '',
};

/**
 * The live demo slots of approved projects, listed under the event home's schedule (docs/plans.md,
 * enable_live_streams): one slot a project, set again to move it.
 */
export function DemoSlots({ slots, editable }: { slots: DemoSlot[]; editable: boolean }) {
  const { t, i18n } = useTranslation('notify');
  const { t: tc } = useTranslation('console');
  const confirm = useConfirm();
  const event = useCurrentEvent();
  const projects = useReviewQueue(event.id, 'APPROVED', editable);
  const slot = useDemoSlot(event.id);
  const clear = useDemoSlot(event.id);
  const form = useZodForm(
    demoSlotFormSchema,
    blank,
    async ({ projectId, ...times }) => {
      await slot.mutateAsync({ projectId, slot: times });
      form.reset(blank);
    },
    { toInput: (values) => ({ ...values, startsAt: iso(values.startsAt), endsAt: iso(values.endsAt) }) },
  );
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="stack" aria-labelledby="demo-slots-title">
      <h2 id="demo-slots-title">{t('live.demos')}</h2>
      <p className="muted">{t('live.demosIntro')}</p>
      {slots.length > 0 && (
        <ul className="console-list">
          {slots.map((demo) => (
            <li key={demo.projectId} className="card stack tight" data-testid="demo-slot">
              <strong>{demo.projectTitle}</strong>
              <span className="muted small">
                {time.format(new Date(demo.startsAt))} – {time.format(new Date(demo.endsAt))}
              </span>
              {editable && (
                <div className="form-actions">
                  <button
                    type="button"
                    className="button ghost small"
                    aria-label={tc('rowActions.edit', { name: demo.projectTitle })}
                    onClick={() =>
                      form.reset({
                        projectId: demo.projectId,
                        startsAt: localInput(demo.startsAt),
                        endsAt: localInput(demo.endsAt),
                      })
                    }
                  >
                    {t('live.edit')}
                  </button>
                  <RowMenu
                    label={tc('rowActions.menu', { name: demo.projectTitle })}
                    actions={[
                      {
                        label: tc('live.removeSlot', { name: demo.projectTitle }),
                        destructive: true,
                        onSelect: async () => {
                          if (
                            await confirm(
                              tc('live.removeSlotConfirm', { name: demo.projectTitle }),
                              t('live.remove'),
                            )
                          )
                            clear.mutate({ projectId: demo.projectId, slot: null });
                        },
                      },
                    ]}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormError error={clear.error} />
      {editable && (
        <form
          className="card stack tight"
          onSubmit={form.handleSubmit}
          noValidate
          data-testid="demo-slot-form"
        >
          <h3>{t('live.addDemo')}</h3>
          <SelectField label={t('live.project')} {...form.numberField('projectId')}>
            <option value="">{t('live.chooseProject')}</option>
            {projects.data?.projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
          </SelectField>
          <TimeRangeFields names={['demoStartsAt', 'demoEndsAt']} form={form} />
          <FormError error={form.serverError} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={form.submitting}>
              {t('live.saveDemo')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** When a stream or a demo slot starts and ends, in the organiser's local time. */
export function TimeRangeFields({
  names,
  form,
}: {
  names: readonly [string, string];
  form: Pick<ZodForm<TimeRange>, 'field'>;
}) {
  const { t } = useTranslation('notify');
  return (
    <>
      <Field label={t('live.startsAt')} type="datetime-local" {...form.field('startsAt')} name={names[0]} />
      <Field label={t('live.endsAt')} type="datetime-local" {...form.field('endsAt')} name={names[1]} />
    </>
  );
}
