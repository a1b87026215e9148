import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ConsentDecision } from '../../common/consent';
import { ApiError } from '../api/client';
import { consentApi } from '../api/contract';
import { Field, FormError } from '../components/form/fields';
import { useTranslation } from '../i18n/react';
import { useDocumentTitle } from '../lib/document-title';
import { useCurrentEvent } from '../lib/event-context';

/**
 * /{eventSlug}/parent-access?token=…: the page a parent opens from the mailed link, without signing in.
 * It says what the child will do and what is published, shows the organiser's text, and records the
 * parent's name, relationship and answer; the link then stops working.
 */
export function ParentConsentPage({ token }: { token: string }) {
  const { t } = useTranslation('registration');
  const event = useCurrentEvent();
  useDocumentTitle(t('consent.title'));
  const page = useQuery({
    ...consentApi.page.query(event.slug, { token }, { anonymous: true }),
    retry: false,
  });
  const [name, setName] = useState('');
  const [relationship, setRelationship] = useState('');
  const [missing, setMissing] = useState(false);
  const answer = useMutation({
    mutationFn: (decision: ConsentDecision) =>
      consentApi.answer(event.slug, { token, name, relationship, decision }, { anonymous: true }),
  });
  const decide = (decision: ConsentDecision) => (formEvent?: FormEvent) => {
    formEvent?.preventDefault();
    if (name.trim().length < 2 || relationship.trim().length < 2) {
      setMissing(true);
      return;
    }
    setMissing(false);
    answer.mutate(decision);
  };

  if (page.isPending) return <p className="muted">{t('consent.loading')}</p>;
  if (page.error)
    return (
      <section className="status-card stack" data-testid="parent-consent">
        <h1>{t('consent.title')}</h1>
        <p className="notice">
          {page.error instanceof ApiError && page.error.status === 404
            ? t('consent.invalidLink')
            : page.error.message}
        </p>
      </section>
    );
  const data = page.data;
  if (answer.data)
    return (
      <section className="status-card stack" data-testid="parent-consent">
        <h1>{t('consent.title')}</h1>
        <p className="notice" role="status">
          {answer.data.decision === 'given'
            ? t('consent.thanksGiven', { child: data.child })
            : t('consent.thanksDeclined', { child: data.child })}
        </p>
      </section>
    );
  return (
    <section className="status-card stack" data-testid="parent-consent">
      <p className="eyebrow">{data.event.name}</p>
      <h1>{t('consent.title')}</h1>
      <p>{t('consent.intro', { child: data.child, event: data.event.name })}</p>
      {data.event.description ? (
        <div className="stack">
          <h2>{t('consent.whatTheyDo', { child: data.child })}</h2>
          <p>{data.event.description}</p>
        </div>
      ) : null}
      <div className="stack">
        <h2>{t('consent.published')}</h2>
        <p>{t('consent.publishedText')}</p>
      </div>
      {data.text ? (
        <div className="stack">
          <h2>{t('consent.organiserText')}</h2>
          <p style={{ whiteSpace: 'pre-wrap' }}>{data.text}</p>
          <p className="muted">{t('consent.version', { version: data.textVersion })}</p>
        </div>
      ) : null}
      <form className="stack" onSubmit={decide('given')}>
        <Field
          label={t('consent.name')}
          value={name}
          autoComplete="name"
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label={t('consent.relationship')}
          hint={t('consent.relationshipHint')}
          value={relationship}
          maxLength={60}
          onChange={(e) => setRelationship(e.target.value)}
        />
        {missing ? <FormError message={t('consent.missing')} /> : null}
        {answer.error ? <FormError error={answer.error} /> : null}
        <div className="row wrap">
          <button type="submit" className="button primary" disabled={answer.isPending}>
            {t('consent.agree')}
          </button>
          <button
            type="button"
            className="button ghost"
            disabled={answer.isPending}
            onClick={() => decide('declined')()}
          >
            {t('consent.decline')}
          </button>
        </div>
      </form>
    </section>
  );
}
