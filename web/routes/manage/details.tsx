import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Event } from '../../../common/api';
import { EVENT_ORGANISER_MAX, EVENT_VENUE_MAX } from '../../../common/event-facts';
import { type EventFields, organiserApi, useOrganiserMutation } from '../../api/organiser';
import { useEventArchive } from '../../api/plans';
import { useConfirm } from '../../components/confirm';
import { ColorField } from '../../components/console/color-field';
import { LivePreview } from '../../components/console/live-preview';
import { Dropzone } from '../../components/dropzone';
import { Field, FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { hasFeature, useCurrentEvent } from '../../lib/event-context';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useConsoleCan } from './console-context';

type Draft = Required<Pick<EventFields, 'name' | 'slug' | 'privacy'>> & {
  description: string;
  eventImage: string;
  eventCode: string;
  primaryColor: string;
  secondaryColor: string;
  timeZone: string;
  venue: string;
  organiser: string;
};

const draftOf = (event: Event): Draft => ({
  name: event.name,
  slug: event.slug,
  privacy: event.privacy,
  description: event.description ?? '',
  eventImage: event.eventImage ?? '',
  eventCode: event.eventCode ?? '',
  primaryColor: event.colors.primary ?? '#4f46e5',
  secondaryColor: event.colors.secondary ?? '#0ea5e9',
  timeZone: event.timeZone ?? '',
  venue: event.venue ?? '',
  organiser: event.organiser ?? '',
});

/** The runtime's IANA zones, for the time zone list (read once, in the browser). */
const timeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
};

/** Archive or restore the whole event (owners and admins); archiving needs the plan feature. */
function EventArchivePanel() {
  const { t } = useTranslation('plans');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const confirm = useConfirm();
  const archive = useEventArchive(event.id);
  if (!can('archive_event')) return null;
  const allowed = Boolean(event.archivedAt) || hasFeature(event, 'can_archive_event');
  return (
    <section className="card stack" data-testid="event-archive">
      <FormError error={archive.error} />
      {event.archivedAt && <p>{t('archive.eventNotice')}</p>}
      <div className="row wrap">
        <button
          type="button"
          className="button ghost"
          disabled={!allowed || archive.isPending}
          onClick={async () => {
            if (event.archivedAt) archive.mutate(false);
            else if (await confirm(t('archive.confirmEvent'), t('archive.archiveEvent')))
              archive.mutate(true);
          }}
        >
          {event.archivedAt ? t('archive.restoreEvent') : t('archive.archiveEvent')}
        </button>
        {!allowed && <span className="muted small">{t('archive.notInPlan')}</span>}
      </div>
    </section>
  );
}

/**
 * The event builder: basics, look (image and colours) and visibility in one card each, with the one live
 * preview of the console (the public page, reloaded after each save) beside them on a wide screen.
 */
export function ConsoleDetails() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('plans');
  const { t: tc } = useTranslation('console');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const { toast } = useUi();
  const navigate = useNavigate();
  const to = useLocalePath();
  const nameLocked = !hasFeature(event, 'can_customize_event_name');
  const slugLocked = !hasFeature(event, 'can_customize_event_slug');
  const [draft, setDraft] = useState<Draft>(() => draftOf(event));
  const zones = useMemo(timeZones, []);
  const save = useOrganiserMutation((fields: EventFields) => organiserApi.updateEvent(event.id, fields));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    save.mutate(
      {
        ...draft,
        description: draft.description || null,
        eventImage: draft.eventImage || null,
        eventCode: draft.eventCode || null,
        timeZone: draft.timeZone || null,
        venue: draft.venue || null,
        organiser: draft.organiser || null,
      },
      {
        onSuccess: (saved) => {
          toast(t('console.saved'), 'success');
          if (saved.slug !== event.slug) navigate(to(`/${saved.slug}/manage/details`), { replace: true });
        },
      },
    );
  };

  return (
    <div className="details-layout">
      <h1>{t('console.sections.details')}</h1>
      <form className="form details-form" onSubmit={submit} noValidate>
        <FormError error={save.error} />
        {/* One fieldset turns the whole form read-only for staff who may not edit; it draws no border. */}
        <fieldset className="stack details-groups" disabled={!can('edit_event')}>
          <section className="card stack" aria-labelledby="details-basics">
            <h2 id="details-basics">{tc('detailsBasics')}</h2>
            <Field
              label={t('console.fields.name')}
              value={draft.name}
              disabled={nameLocked}
              hint={nameLocked ? tp('limits.nameLocked') : undefined}
              onChange={(e) => set('name', e.target.value)}
            />
            <Field
              label={t('console.fields.slug')}
              value={draft.slug}
              disabled={slugLocked}
              hint={slugLocked ? tp('limits.slugLocked') : undefined}
              onChange={(e) => set('slug', e.target.value.toLowerCase())}
            />
            <Field
              label={t('console.fields.description')}
              multiline
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </section>
          <section className="card stack" aria-labelledby="details-when-where">
            <h2 id="details-when-where">{tc('detailsWhenWhere')}</h2>
            <label className="field">
              <span>{tc('timeZone')}</span>
              <select
                value={draft.timeZone}
                aria-describedby="details-time-zone-hint"
                onChange={(e) => set('timeZone', e.target.value)}
              >
                <option value="">{tc('timeZoneNone')}</option>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
              <span id="details-time-zone-hint" className="field-hint">
                {tc('timeZoneHint')}
              </span>
            </label>
            <Field
              label={tc('venue')}
              value={draft.venue}
              maxLength={EVENT_VENUE_MAX}
              hint={tc('venueHint')}
              onChange={(e) => set('venue', e.target.value)}
            />
            <Field
              label={tc('organiser')}
              value={draft.organiser}
              maxLength={EVENT_ORGANISER_MAX}
              hint={tc('organiserHint')}
              onChange={(e) => set('organiser', e.target.value)}
            />
          </section>
          <section className="card stack" aria-labelledby="details-look">
            <h2 id="details-look">{tc('detailsLook')}</h2>
            <div className="field">
              <span>{t('console.fields.eventImage')}</span>
              {draft.eventImage && <img className="details-image" src={draft.eventImage} alt="" />}
              <Dropzone
                accept="image"
                maxFiles={1}
                label={t('console.uploadImage')}
                onUploaded={(result) => set('eventImage', result.link)}
              />
            </div>
            <div className="color-pair">
              <ColorField
                label={t('console.fields.primaryColor')}
                value={draft.primaryColor}
                onChange={(color) => set('primaryColor', color)}
              />
              <ColorField
                label={t('console.fields.secondaryColor')}
                value={draft.secondaryColor}
                onChange={(color) => set('secondaryColor', color)}
              />
            </div>
            <div
              className="color-sample"
              aria-hidden="true"
              style={{
                background: `linear-gradient(135deg, ${draft.primaryColor}, ${draft.secondaryColor})`,
              }}
            />
          </section>
          <section className="card stack" aria-labelledby="details-visibility">
            <h2 id="details-visibility">{tc('detailsVisibility')}</h2>
            <label className="field">
              <span>{t('console.fields.privacy')}</span>
              <select
                value={draft.privacy}
                onChange={(e) => set('privacy', e.target.value as Draft['privacy'])}
              >
                <option value="PUBLIC">{t('console.public')}</option>
                <option value="PRIVATE">{t('console.private')}</option>
              </select>
            </label>
            <Field
              label={t('console.fields.eventCode')}
              value={draft.eventCode}
              onChange={(e) => set('eventCode', e.target.value)}
            />
          </section>
        </fieldset>
        {can('edit_event') && (
          <div className="row end">
            <button type="submit" className="button primary" disabled={save.isPending}>
              {tc('saveDetails')}
            </button>
          </div>
        )}
      </form>
      <LivePreview />
      <EventArchivePanel />
    </div>
  );
}
