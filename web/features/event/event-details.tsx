import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { Agenda } from './agenda';
import { useCurrentEvent } from './event-context';
import { FaqList, ResourceList } from './event-sections';

export function EventDetailsPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  useDocumentTitle(t('navbars.details'));
  return (
    <>
      <h1>{event.name}</h1>
      {event.description && <p className="lead">{event.description}</p>}
      <section className="section" aria-labelledby="agenda-title">
        <h2 id="agenda-title">{t('event.agenda')}</h2>
        <Agenda eventId={event.id} />
      </section>
      <FaqList eventId={event.id} />
      <ResourceList eventId={event.id} />
    </>
  );
}
