import { useState } from 'react';
import { LIMITS } from '../../../common/constants';
import { PREVIEW_LIFETIMES, type PreviewLifetime } from '../../../common/preview-links';
import { accessCodeInput } from '../../../common/schemas/organiser';
import { ApiError } from '../../api/client';
import { CopyButton } from '../../components/copy-button';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { trackEvent } from '../../lib/analytics';
import { useUi } from '../../state/ui-context';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { organiserApi, useEventTemplates, useMasterTemplates, useOrganiserMutation } from './api';
import { useConsoleCan } from './console-context';

function PreviewLink() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('console');
  const event = useCurrentEvent();
  const [lifetime, setLifetime] = useState<PreviewLifetime>('7d');
  const create = useOrganiserMutation((chosen: PreviewLifetime) =>
    organiserApi.previewLink(event.slug, chosen),
  );
  const link = create.data ? `${window.location.origin}${create.data.link}` : null;
  return (
    <section className="card stack">
      <h2>{t('console.previewTitle')}</h2>
      <p className="muted">{t('console.previewIntro')}</p>
      <FormError error={create.error instanceof ApiError ? create.error : null} />
      <div className="row wrap end-aligned">
        <label className="field">
          <span>{tc('previewLifetime')}</span>
          <select
            value={lifetime}
            onChange={(e) => setLifetime(e.target.value as PreviewLifetime)}
            data-testid="preview-lifetime"
          >
            {PREVIEW_LIFETIMES.map((value) => (
              <option key={value} value={value}>
                {tc(`previewLifetimes.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          onClick={() => create.mutate(lifetime)}
          disabled={create.isPending}
        >
          {t('console.previewCreate')}
        </button>
      </div>
      {link && (
        <div className="stack tight" data-testid="preview-link">
          <div className="copy-row">
            <input
              className="copy-field"
              readOnly
              value={link}
              aria-label={t('console.previewTitle')}
              onFocus={(e) => e.target.select()}
            />
            <CopyButton text={link} label={tc('copyLink')} />
          </div>
          <span className="muted small" data-testid="preview-expires">
            {t('console.previewExpires', { time: new Date(create.data!.expireAt).toLocaleString() })}
          </span>
        </div>
      )}
    </section>
  );
}

function AccessCode() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('console');
  const event = useCurrentEvent();
  const { toast } = useUi();
  /** The code just saved: the server keeps only a hash, so this is the one moment it can be copied. */
  const [saved, setSaved] = useState<string | null>(null);
  const save = useOrganiserMutation((code: string) => organiserApi.setAccessCode(event.slug, code));
  const form = useZodForm(accessCodeInput, { code: '' }, async ({ code }) => {
    await save.mutateAsync(code);
    setSaved(code);
    form.reset({ code: '' });
    toast(t('console.accessCodeSaved'), 'success');
  });
  const lengthRule = t('console.accessCodeLength', { min: LIMITS.accessCodeMin, max: LIMITS.accessCodeMax });
  const remove = useOrganiserMutation(async () => {
    await organiserApi.removeAccessCode(event.slug);
    setSaved(null);
  });
  return (
    <form className="card form" onSubmit={form.handleSubmit} noValidate>
      <h2>{t('console.accessCodeTitle')}</h2>
      <p className="muted">{event.hasAccessCode ? t('console.accessCodeOn') : t('console.accessCodeOff')}</p>
      <FormError error={form.serverError ?? remove.error} />
      {saved && event.hasAccessCode && (
        <div className="notice stack tight" data-testid="saved-access-code">
          <span>{tc('accessCodeShare')}</span>
          <div className="copy-row">
            <code className="copy-field">{saved}</code>
            <CopyButton text={saved} label={tc('copyCode')} />
          </div>
        </div>
      )}
      <Field
        label={t('access.code')}
        autoComplete="off"
        minLength={LIMITS.accessCodeMin}
        maxLength={LIMITS.accessCodeMax}
        {...form.field('code')}
        // The rule's one message is the hint with its numbers: shown once, as the error when broken.
        hint={form.errors.code ? undefined : lengthRule}
        error={form.errors.code && lengthRule}
      />
      <div className="row">
        <button type="submit" className="button primary" disabled={form.submitting}>
          {t('console.save')}
        </button>
        {event.hasAccessCode && (
          <button type="button" className="button ghost" onClick={() => remove.mutate(undefined)}>
            {t('console.accessCodeRemove')}
          </button>
        )}
      </div>
    </form>
  );
}

function Templates() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('plans');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const masters = useMasterTemplates();
  const templates = useEventTemplates(event.id);
  const clone = useOrganiserMutation((templateId: number) =>
    organiserApi.cloneTemplate(event.id, templateId),
  );
  const setStatus = useOrganiserMutation(
    ({ id, status }: { id: number; status: 'Draft' | 'Published' | 'Archived' }) =>
      organiserApi.setTemplateStatus(id, status),
  );
  return (
    <section className="card stack">
      <h2>{t('console.templatesTitle')}</h2>
      <p className="muted">{t('console.templatesIntro')}</p>
      {/* Cloning stays free; editing the event's own template is a plan feature (docs/plans.md). */}
      {!hasFeature(event, 'can_customize_project_template') && (
        <p className="notice">{tp('limits.templateLocked')}</p>
      )}
      <FormError error={clone.error ?? setStatus.error} />
      <ul className="console-list">
        {templates.data?.map((template) => (
          <li key={template.id} className="row between">
            <span>
              {t('console.templateNumber', { id: template.projectId })} ·{' '}
              {t(`console.templateStatus.${template.status}`)}
            </span>
            <select
              aria-label={t('console.fields.status')}
              value={template.status}
              onChange={(e) => setStatus.mutate({ id: template.id, status: e.target.value as 'Draft' })}
            >
              {(['Draft', 'Published', 'Archived'] as const).map((status) => (
                <option key={status} value={status}>
                  {t(`console.templateStatus.${status}`)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      {masters.data?.length ? (
        <ul className="console-list">
          {masters.data.map((master) => (
            <li key={master.id} className="row between">
              <span>{master.title || t('myProjects.untitled')}</span>
              <button
                type="button"
                className="button small"
                disabled={clone.isPending}
                onClick={() =>
                  clone.mutate(master.id, {
                    onSuccess: ({ project }) => {
                      trackEvent('project_creation', {
                        projectId: project.id,
                        templateId: master.id,
                        eventId: event.id,
                      });
                      toast(t('console.templateCloned'), 'success');
                    },
                  })
                }
              >
                {t('console.useTemplate')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">{t('console.noMasterTemplates')}</p>
      )}
    </section>
  );
}

/** Access: partner preview links, the access code, and the project template participants start from. */
export function ConsoleAccess() {
  const { t } = useTranslation();
  const can = useConsoleCan();
  return (
    <div className="stack">
      <h1>{t('console.sections.access')}</h1>
      {can('create_preview') && <PreviewLink />}
      {can('manage_access_code') && <AccessCode />}
      {can('manage_templates') && <Templates />}
    </div>
  );
}
