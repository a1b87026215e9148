import type { Sponsor } from '../../../common/api';
import { useFaqs, useResources } from '../../api/hooks';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useResourcePreviewModal } from '../../components/modal/modals';
import { useTranslation } from '../../i18n/react';

export function SponsorList({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const { t } = useTranslation();
  if (!sponsors.length) return null;
  return (
    <section className="section" aria-labelledby="sponsors-title">
      <h2 id="sponsors-title">{t('event.sponsors')}</h2>
      <ul className="sponsor-grid">
        {sponsors.map((sponsor) => {
          const body = (
            <>
              {/* A logo carries the name already: printed again beneath, it read twice. */}
              {sponsor.logoUrl ? (
                <img src={sponsor.logoUrl} alt={sponsor.name} loading="lazy" />
              ) : (
                <span>{sponsor.name}</span>
              )}
            </>
          );
          return (
            <li key={sponsor.id} className="sponsor">
              {sponsor.link ? (
                <a href={sponsor.link} target="_blank" rel="noreferrer noopener">
                  {body}
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function FaqList({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const faqs = useFaqs(eventId);
  if (faqs.isPending) return <Loading />;
  if (faqs.isError) return <ErrorMessage message={faqs.error.message} onRetry={() => faqs.refetch()} />;
  if (!faqs.data.length) return null;
  return (
    <section className="section" aria-labelledby="faq-title">
      <h2 id="faq-title">{t('event.faq')}</h2>
      <div className="faq" data-testid="faq">
        {faqs.data.map((faq) => (
          <details key={faq.id}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function ResourceList({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const resources = useResources(eventId);
  const preview = useResourcePreviewModal();
  if (resources.isPending) return <Loading />;
  if (resources.isError) {
    return <ErrorMessage message={resources.error.message} onRetry={() => resources.refetch()} />;
  }
  if (!resources.data.length) return null;
  return (
    <section className="section" aria-labelledby="resources-title">
      <h2 id="resources-title">{t('event.resources')}</h2>
      <ul className="resource-grid" data-testid="resources">
        {resources.data.map((resource) => (
          <li key={resource.id}>
            <button type="button" className="resource-card" onClick={() => preview(resource)}>
              <span className="pill">
                {t(`console.resourceTypes.${resource.type}`, { defaultValue: resource.type })}
              </span>
              <strong>{resource.title}</strong>
              {resource.description && <span className="muted">{resource.description}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
