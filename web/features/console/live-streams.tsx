import { useState } from 'react';
import { liveStreamInputSchema, STREAM_URL_MAX } from '../../../common/live-streams';
import { useConfirm } from '../../components/confirm';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import {
  useAddLiveStream,
  useRemoveLiveStream,
  useStaffLiveSchedule,
  useUpdateLiveStream,
} from '../notify/api';
import { useConsoleCan } from './console-context';
import { DemoSlots, iso, localInput, type TimeRange, TimeRangeFields } from './demo-slots';
import { NotIncluded } from './not-included';
import { RowMenu } from './row-menu';

/** An empty address is no address: the form says it is missing, not that it is wrong. */
const blank: TimeRange & { title: string; url: string | undefined } = {
  title: '',
  url: undefined,
  startsAt: '',
  endsAt: '',
};

/** /{eventSlug}/manage/live: the streams shown on the event home while they are on air. */
export function ConsoleLiveStreams() {
  const { t, i18n } = useTranslation('notify');
  const { t: tc } = useTranslation('console');
  const confirm = useConfirm();
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const enabled = hasFeature(event, 'enable_live_streams');
  const schedule = useStaffLiveSchedule(event.id, enabled);
  const add = useAddLiveStream(event.id);
  const update = useUpdateLiveStream(event.id);
  const remove = useRemoveLiveStream(event.id);
  const [editing, setEditing] = useState<number | null>(null);
  const form = useZodForm(
    liveStreamInputSchema,
    blank,
    async (input) => {
      if (editing) await update.mutateAsync({ id: editing, input });
      else await add.mutateAsync(input);
      done();
    },
    { toInput: (values) => ({ ...values, startsAt: iso(values.startsAt), endsAt: iso(values.endsAt) }) },
  );
  const done = () => {
    form.reset(blank);
    setEditing(null);
  };
  if (!enabled) return <NotIncluded title={t('live.console')} reason={t('live.notIncluded')} />;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="stack">
      <h1>{t('live.console')}</h1>
      <p className="muted">{t('live.intro')}</p>
      {schedule.isPending && <Loading />}
      {schedule.isError && (
        <ErrorMessage message={schedule.error.message} onRetry={() => schedule.refetch()} />
      )}
      <ul className="console-list">
        {schedule.data?.streams.map((stream) => (
          <li key={stream.id} className="card stack tight" data-testid="live-stream">
            <strong>{stream.title}</strong>
            <span className="muted small">
              {time.format(new Date(stream.startsAt))} – {time.format(new Date(stream.endsAt))} ·{' '}
              {stream.embed?.provider ?? ''}
            </span>
            {can('edit_event') && (
              <div className="form-actions">
                <button
                  type="button"
                  className="button ghost small"
                  aria-label={tc('rowActions.edit', { name: stream.title })}
                  onClick={() => {
                    setEditing(stream.id);
                    form.reset({
                      title: stream.title,
                      url: stream.url,
                      startsAt: localInput(stream.startsAt),
                      endsAt: localInput(stream.endsAt),
                    });
                  }}
                >
                  {t('live.edit')}
                </button>
                <RowMenu
                  label={tc('rowActions.menu', { name: stream.title })}
                  actions={[
                    {
                      label: tc('rowActions.remove', { name: stream.title }),
                      destructive: true,
                      onSelect: async () => {
                        if (
                          await confirm(
                            tc('live.removeStreamConfirm', { name: stream.title }),
                            t('live.remove'),
                          )
                        )
                          remove.mutate(stream.id);
                      },
                    },
                  ]}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      {can('edit_event') && (
        <form className="card stack tight" onSubmit={form.handleSubmit} noValidate data-testid="stream-form">
          <h2>{editing ? t('live.editTitle') : t('live.add')}</h2>
          <Field label={t('live.streamTitle')} {...form.field('title')} />
          <Field
            label={t('live.url')}
            type="url"
            maxLength={STREAM_URL_MAX}
            hint={t('live.urlHint')}
            {...form.field('url', { empty: undefined })}
          />
          <TimeRangeFields names={['startsAt', 'endsAt']} form={form} />
          <FormError error={form.serverError} />
          <div className="form-actions">
            {editing && (
              <button type="button" className="button ghost" onClick={done}>
                {t('live.cancel')}
              </button>
            )}
            <button type="submit" className="button" disabled={form.submitting}>
              {editing ? t('live.save') : t('live.add')}
            </button>
          </div>
        </form>
      )}
      {schedule.data && <DemoSlots slots={schedule.data.demoSlots} editable={can('edit_event')} />}
    </div>
  );
}
