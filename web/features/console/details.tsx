import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Event } from '../../../common/api';
import { EVENT_ORGANISER_MAX, EVENT_VENUE_MAX } from '../../../common/event-facts';
import { eventFieldsInput } from '../../../common/schemas/organiser';
import { useConfirm } from '../../components/confirm';
import { Dropzone } from '../../components/dropzone';
import { cleanedField, lowerCase } from '../../components/form/cleaned-input';
import { Field, FieldMessage, FormError, SelectField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { useEventArchive } from '../plans/api';
import { type EventFields, organiserApi, useOrganiserMutation } from './api';
import { ColorField } from './color-field';
import { useConsoleCan } from './console-context';
import { LivePreview } from './live-preview';

/** The event's editable fields as the form starts from them; an empty text is sent as null. */
const detailsOf = (event: Event) => ({
  name: event.name,
  slug: event.slug,
  privacy: event.privacy,
  description: event.description,
  eventImage: event.eventImage,
  eventCode: event.eventCode,
  primaryColor: event.colors.primary ?? '#4f46e5',
  secondaryColor: event.colors.secondary ?? '#0ea5e9',
  timeZone: event.timeZone ?? null,
  venue: event.venue ?? null,
  organiser: event.organiser ?? null,
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
  const zones = useMemo(timeZones, []);
  const save = useOrganiserMutation((fields: EventFields) => organiserApi.updateEvent(event.id, fields));
  const form = useZodForm(eventFieldsInput, detailsOf(event), async (fields) => {
    const saved = await save.mutateAsync(fields);
    toast(t('console.saved'), 'success');
    if (saved.slug !== event.slug) navigate(to(`/${saved.slug}/manage/details`), { replace: true });
  });
  const primaryColor = form.values.primaryColor ?? '';
  const secondaryColor = form.values.secondaryColor ?? '';

  return (
    <div className="details-layout">
      <h1>{t('console.sections.details')}</h1>
      <form className="form details-form" onSubmit={form.handleSubmit} noValidate>
        <FormError error={form.serverError} />
        {/* One fieldset turns the whole form read-only for staff who may not edit; it draws no border. */}
        <fieldset className="stack details-groups" disabled={!can('edit_event')}>
          <section className="card stack" aria-labelledby="details-basics">
            <h2 id="details-basics">{tc('detailsBasics')}</h2>
            <Field
              label={t('console.fields.name')}
              disabled={nameLocked}
              hint={nameLocked ? tp('limits.nameLocked') : undefined}
              {...form.field('name')}
            />
            <Field
              label={t('console.fields.slug')}
              disabled={slugLocked}
              hint={slugLocked ? tp('limits.slugLocked') : undefined}
              {...cleanedField(form.field('slug'), lowerCase)}
            />
            <Field
              label={t('console.fields.description')}
              multiline
              {...form.field('description', { empty: null })}
            />
          </section>
          <section className="card stack" aria-labelledby="details-when-where">
            <h2 id="details-when-where">{tc('detailsWhenWhere')}</h2>
            <SelectField
              label={tc('timeZone')}
              hint={tc('timeZoneHint')}
              {...form.field('timeZone', { empty: null })}
            >
              <option value="">{tc('timeZoneNone')}</option>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </SelectField>
            <Field
              label={tc('venue')}
              maxLength={EVENT_VENUE_MAX}
              hint={tc('venueHint')}
              {...form.field('venue', { empty: null })}
            />
            <Field
              label={tc('organiser')}
              maxLength={EVENT_ORGANISER_MAX}
              hint={tc('organiserHint')}
              {...form.field('organiser', { empty: null })}
            />
          </section>
          <section className="card stack" aria-labelledby="details-look">
            <h2 id="details-look">{tc('detailsLook')}</h2>
            <div className="field">
              <span>{t('console.fields.eventImage')}</span>
              {form.values.eventImage && (
                <img className="details-image" src={form.values.eventImage} alt="" />
              )}
              <Dropzone
                accept="image"
                maxFiles={1}
                label={t('console.uploadImage')}
                onUploaded={(result) => form.setValue('eventImage', result.link)}
              />
              <FieldMessage id="details-image-error" error={form.errors.eventImage} />
            </div>
            <div className="color-pair">
              <ColorField
                label={t('console.fields.primaryColor')}
                value={primaryColor}
                onChange={(color) => form.setValue('primaryColor', color)}
              />
              <ColorField
                label={t('console.fields.secondaryColor')}
                value={secondaryColor}
                onChange={(color) => form.setValue('secondaryColor', color)}
              />
            </div>
            <div
              className="color-sample"
              aria-hidden="true"
              style={{
                background: `linear-gradient(135deg, ${primaryColor}, ${secondaryColor})`,
              }}
            />
          </section>
          <section className="card stack" aria-labelledby="details-visibility">
            <h2 id="details-visibility">{tc('detailsVisibility')}</h2>
            <SelectField label={t('console.fields.privacy')} {...form.field('privacy')}>
              <option value="PUBLIC">{t('console.public')}</option>
              <option value="PRIVATE">{t('console.private')}</option>
            </SelectField>
            <Field label={t('console.fields.eventCode')} {...form.field('eventCode', { empty: null })} />
          </section>
        </fieldset>
        {can('edit_event') && (
          <div className="row end">
            <button type="submit" className="button primary" disabled={form.submitting}>
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
