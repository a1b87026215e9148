import { type FormEvent, useState } from 'react';
import type { DemoSlot } from '../../../common/live-streams';
import { useDemoSlot } from '../../api/notify';
import { useReviewQueue } from '../../api/organiser';
import { useConfirm } from '../../components/confirm';
import { RowMenu } from '../../components/console/row-menu';
import { Field, FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../../lib/event-context';

/** A datetime-local input's value (local time) as an ISO instant, or '' when empty. */
export const iso = (local: string) => (local ? new Date(local).toISOString() : '');

/** An ISO instant as a datetime-local input's value, in the browser's time zone. */
export function localInput(instant: string): string {
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const blank = { projectId: '', startsAt: '', endsAt: '' };

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
  const [form, setForm] = useState(blank);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const set = (key: keyof typeof blank) => (change: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: change.target.value }));
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    slot.mutate(
      {
        projectId: Number(form.projectId),
        slot: { startsAt: iso(form.startsAt), endsAt: iso(form.endsAt) },
      },
      { onSuccess: () => setForm(blank) },
    );
  };
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
                      setForm({
                        projectId: String(demo.projectId),
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
                            slot.mutate({ projectId: demo.projectId, slot: null });
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
      {editable && (
        <form className="card stack tight" onSubmit={submit} data-testid="demo-slot-form">
          <h3>{t('live.addDemo')}</h3>
          <div className="field">
            <label htmlFor="demo-project">{t('live.project')}</label>
            <select id="demo-project" value={form.projectId} onChange={set('projectId')} required>
              <option value="">{t('live.chooseProject')}</option>
              {projects.data?.projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.title}
                </option>
              ))}
            </select>
          </div>
          <TimeRangeFields names={['demoStartsAt', 'demoEndsAt']} value={form} onChange={set} />
          <FormError error={slot.error} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={slot.isPending || !form.projectId}>
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
  value,
  onChange,
}: {
  names: readonly [string, string];
  value: { startsAt: string; endsAt: string };
  onChange: (key: 'startsAt' | 'endsAt') => (change: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation('notify');
  return (
    <>
      <Field
        label={t('live.startsAt')}
        name={names[0]}
        type="datetime-local"
        value={value.startsAt}
        onChange={onChange('startsAt')}
        required
      />
      <Field
        label={t('live.endsAt')}
        name={names[1]}
        type="datetime-local"
        value={value.endsAt}
        onChange={onChange('endsAt')}
        required
      />
    </>
  );
}
