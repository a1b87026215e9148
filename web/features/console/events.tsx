import { Link, useNavigate } from 'react-router';
import { createEventInput } from '../../../common/schemas/organiser';
import { slugify } from '../../../common/slug';
import { ErrorMessage, Loading } from '../../components/feedback';
import { cleanedField, lowerCase } from '../../components/form/cleaned-input';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { organiserApi, useManagedEvents, useOrganiserMutation, useSlugCheck } from './api';

/** A new event's form: its address follows the name (slug null) until it is typed. */
const newEvent: { name: string; slug: string | null } = { name: '', slug: null };

type ManagedEvent = NonNullable<ReturnType<typeof useManagedEvents>['data']>[number];

function EventList({ events }: { events: ManagedEvent[] }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('plans');
  const to = useLocalePath();
  return (
    <ul className="console-list">
      {events.map((event) => (
        <li key={event.id} className="card row between wrap">
          <span>
            <strong>{event.name}</strong> <span className="muted small">/{event.slug}</span>
          </span>
          <span className="row">
            {event.archivedAt && <span className="pill">{tp('archive.badge')}</span>}
            <span className="pill">{t(`console.roles.${event.role}`)}</span>
            <Link className="button small" to={to(`/${event.slug}/manage`)}>
              {t('console.open')}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /manage: the events someone runs, and a self-serve form to create a new one. */
export function ManageEventsPage() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('plans');
  useDocumentTitle(t('console.eventsTitle'));
  const to = useLocalePath();
  const navigate = useNavigate();
  const events = useManagedEvents();
  const create = useOrganiserMutation(organiserApi.createEvent);
  const form = useZodForm(
    createEventInput,
    newEvent,
    async (fields) => {
      const event = await create.mutateAsync(fields);
      navigate(to(`/${event.slug}/manage`));
    },
    { toInput: ({ name, slug }) => ({ name, slug: slug ?? slugify(name) }) },
  );
  const effectiveSlug = form.values.slug ?? slugify(form.values.name);
  const check = useSlugCheck(effectiveSlug);
  const slugHint = !effectiveSlug
    ? t('console.slugHint')
    : check.data?.available
      ? t('console.slugFree', { url: `${window.location.origin}/${effectiveSlug}` })
      : check.data?.reason
        ? t(`console.slugProblem.${check.data.reason}`)
        : t('common.loading');

  return (
    <div className="stack">
      <h1>{t('console.eventsTitle')}</h1>
      {events.isPending ? (
        <Loading />
      ) : events.isError ? (
        <ErrorMessage message={events.error.message} />
      ) : events.data.length === 0 ? (
        <p className="muted">{t('console.noEvents')}</p>
      ) : (
        <>
          <EventList events={events.data.filter((event) => !event.archivedAt)} />
          {events.data.some((event) => event.archivedAt) && (
            <section className="stack" data-testid="archived-events">
              <h2>{tp('archive.archivedEvents')}</h2>
              <EventList events={events.data.filter((event) => event.archivedAt)} />
            </section>
          )}
        </>
      )}
      <form className="form card" onSubmit={form.handleSubmit} noValidate>
        <h2>{t('console.createTitle')}</h2>
        <FormError error={form.serverError} />
        <Field label={t('console.fields.name')} {...form.field('name')} />
        <Field
          label={t('console.fields.slug')}
          {...cleanedField(form.field('slug'), lowerCase)}
          value={effectiveSlug}
          hint={slugHint}
        />
        <button
          type="submit"
          className="button primary"
          disabled={!form.values.name.trim() || !check.data?.available || form.submitting}
        >
          {t('console.create')}
        </button>
      </form>
    </div>
  );
}
