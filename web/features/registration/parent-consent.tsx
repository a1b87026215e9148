import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  CONSENT_NAME_MAX,
  CONSENT_RELATIONSHIP_MAX,
  type ConsentDecision,
  consentAnswerInput,
} from '../../../common/consent';
import type { consentContract } from '../../../common/contract/consent';
import type { BodyOf } from '../../../common/contract/endpoint';
import { ApiError } from '../../api/client';
import { consentApi } from '../../api/contract';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useCurrentEvent } from '../event/event-context';

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
  // Both buttons send the form (Enter presses the first, agreeing); the one pressed says the answer.
  const decision = useRef<ConsentDecision>('given');
  const answer = useMutation({
    mutationFn: (body: BodyOf<typeof consentContract.answer>) =>
      consentApi.answer(event.slug, body, { anonymous: true }),
  });
  const form = useZodForm(
    consentAnswerInput,
    { name: '', relationship: '' },
    async (values) => {
      await answer.mutateAsync({ ...values, decision: decision.current });
    },
    { toInput: (values) => ({ ...values, token, decision: decision.current }) },
  );

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
      <form className="stack" onSubmit={form.handleSubmit} noValidate>
        <Field
          label={t('consent.name')}
          autoComplete="name"
          maxLength={CONSENT_NAME_MAX}
          {...form.field('name')}
        />
        <Field
          label={t('consent.relationship')}
          hint={t('consent.relationshipHint')}
          maxLength={CONSENT_RELATIONSHIP_MAX}
          {...form.field('relationship')}
        />
        <FormError error={form.serverError} />
        <div className="row wrap">
          <button
            type="submit"
            className="button primary"
            disabled={form.submitting}
            onClick={() => {
              decision.current = 'given';
            }}
          >
            {t('consent.agree')}
          </button>
          <button
            type="submit"
            className="button ghost"
            disabled={form.submitting}
            onClick={() => {
              decision.current = 'declined';
            }}
          >
            {t('consent.decline')}
          </button>
        </div>
      </form>
    </section>
  );
}
