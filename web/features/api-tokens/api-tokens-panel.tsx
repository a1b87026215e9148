import { useId, useState } from 'react';
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_LIMITS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '../../../common/api-tokens';
import { type ApiToken, type ApiTokenCreated, apiTokenCreateBody } from '../../../common/schemas/api-tokens';
import { useConfirm } from '../../components/confirm';
import { CopyButton } from '../../components/copy-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, FieldMessage, FormError, SelectField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { type TokenOwner, useApiTokens, useCreateApiToken, useRevokeApiToken } from './api';
import './api-tokens.css';

/** The tokens' text (web/i18n/tokens/), loaded with the screens that show them. */
export const TOKENS_NAMESPACE = 'tokens';
const DAY_MS = 86_400_000;

/** The form's values: the expiry as its select holds it, a number of days or 'never'. */
type TokenDraft = {
  name: string;
  scopes: ApiTokenScope[];
  expiry: string;
};
const NEVER = 'never';
const blankToken: TokenDraft = { name: '', scopes: ['read'], expiry: '90' };

const tokenRequest = ({ name, scopes, expiry }: TokenDraft) => ({
  name,
  scopes,
  expiresAt: expiry === NEVER ? null : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString(),
});

function CreateTokenForm({
  owner,
  onCreated,
}: {
  owner: TokenOwner;
  onCreated: (c: ApiTokenCreated) => void;
}) {
  const { t } = useTranslation(TOKENS_NAMESPACE);
  const create = useCreateApiToken(owner);
  const id = useId();
  const form = useZodForm(
    apiTokenCreateBody,
    blankToken,
    async (request) => {
      const created = await create.mutateAsync(request);
      form.reset({ ...form.values, name: '' });
      onCreated(created);
    },
    { toInput: tokenRequest },
  );
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    form.setValue(
      'scopes',
      on
        ? API_TOKEN_SCOPES.filter((s) => s === scope || form.values.scopes.includes(s))
        : form.values.scopes.filter((s) => s !== scope),
    );
  // The one rule a reader can break is leaving the name empty (the input stops at the length allowed)
  // or choosing no scope (the boxes hold known scopes, once each), each worded by the panel.
  const scopesError = form.errors.scopes && 'apiTokens.scopeRequired';
  return (
    <form
      className="card form stack tight"
      onSubmit={form.handleSubmit}
      noValidate
      data-testid="api-token-form"
    >
      <h3>{t('apiTokens.create')}</h3>
      <FormError error={form.serverError} />
      <Field
        label={t('apiTokens.name')}
        maxLength={API_TOKEN_LIMITS.nameMax}
        hint={t('apiTokens.nameHint')}
        {...form.field('name')}
        error={form.errors.name && 'apiTokens.nameRequired'}
      />
      <fieldset
        className="stack tight api-token-scopes"
        aria-describedby={scopesError ? `${id}-scopes` : undefined}
      >
        <legend>{t('apiTokens.scopes')}</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="checkbox-chip">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              checked={form.values.scopes.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
            />
            <span>
              <strong>{t(`apiTokens.scope.${scope}`)}</strong>
              <span className="muted small"> · {t(`apiTokens.scopeHint.${owner.kind}.${scope}`)}</span>
            </span>
          </label>
        ))}
        <FieldMessage id={`${id}-scopes`} error={scopesError} />
      </fieldset>
      <SelectField label={t('apiTokens.expiry')} {...form.field('expiry')}>
        {API_TOKEN_EXPIRY_CHOICES.map((days) => (
          <option key={String(days)} value={days === null ? NEVER : String(days)}>
            {days === null ? t('apiTokens.never') : t('apiTokens.days', { count: days })}
          </option>
        ))}
      </SelectField>
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={form.submitting}>
          {t('apiTokens.createButton')}
        </button>
      </div>
    </form>
  );
}

/** The token just created: shown this once, with a copy button. */
function CreatedToken({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const { t } = useTranslation(TOKENS_NAMESPACE);
  return (
    <div className="notice stack tight" data-testid="api-token-created">
      <strong>{t('apiTokens.createdTitle', { name: created.apiToken.name })}</strong>
      <span>{t('apiTokens.showOnce')}</span>
      <div className="copy-row">
        <code className="copy-field" data-testid="api-token-value">
          {created.token}
        </code>
        <CopyButton text={created.token} label={t('apiTokens.copy')} />
      </div>
      <div>
        <button type="button" className="button ghost small" onClick={onDone}>
          {t('apiTokens.done')}
        </button>
      </div>
    </div>
  );
}

function TokenRow({ token, owner }: { token: ApiToken; owner: TokenOwner }) {
  const { t, i18n } = useTranslation(TOKENS_NAMESPACE);
  const confirm = useConfirm();
  const revoke = useRevokeApiToken(owner);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const expired = token.expiresAt !== null && new Date(token.expiresAt) <= new Date();
  const status = token.revokedAt ? 'revoked' : expired ? 'expired' : 'live';
  return (
    <li className="card stack tight api-token" data-testid="api-token" data-status={status}>
      <div className="row wrap api-token-head">
        <strong className="api-token-name">{token.name}</strong>
        <code className="muted small">{token.hint}…</code>
        {status !== 'live' && <span className="pill">{t(`apiTokens.status.${status}`)}</span>}
      </div>
      <ul className="row wrap api-token-scope-list" aria-label={t('apiTokens.scopes')}>
        {token.scopes.map((scope) => (
          <li key={scope} className="pill">
            {t(`apiTokens.scope.${scope}`)}
          </li>
        ))}
      </ul>
      <dl className="api-token-facts small">
        <div>
          <dt>{t('apiTokens.created')}</dt>
          <dd>
            {date.format(new Date(token.createdAt))}
            {owner.kind === 'event' && ` · @${token.createdBy.userName}`}
          </dd>
        </div>
        <div>
          <dt>{t('apiTokens.lastUsed')}</dt>
          <dd>{token.lastUsedAt ? dateTime.format(new Date(token.lastUsedAt)) : t('apiTokens.neverUsed')}</dd>
        </div>
        <div>
          <dt>{t('apiTokens.expires')}</dt>
          <dd>{token.expiresAt ? date.format(new Date(token.expiresAt)) : t('apiTokens.never')}</dd>
        </div>
      </dl>
      {status === 'live' && (
        <div className="form-actions">
          <FormError error={revoke.error} />
          <button
            type="button"
            className="button danger small"
            disabled={revoke.isPending}
            aria-label={t('apiTokens.revokeNamed', { name: token.name })}
            onClick={async () => {
              if (await confirm(t('apiTokens.revokeConfirm', { name: token.name }), t('apiTokens.revoke')))
                revoke.mutate(token.id);
            }}
          >
            {t('apiTokens.revoke')}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * Create, list and revoke API tokens (docs/integrations.md#api-tokens): a user's personal tokens on the
 * profile, an event's tokens in the console. A new token is shown once; the list never holds it.
 */
export function ApiTokensPanel({ owner, headingLevel = 2 }: { owner: TokenOwner; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation(TOKENS_NAMESPACE);
  const tokens = useApiTokens(owner);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="stack api-tokens" aria-labelledby="api-tokens-title" data-testid="api-tokens">
      <Heading id="api-tokens-title">{t('apiTokens.title')}</Heading>
      <p className="muted">{t(`apiTokens.intro.${owner.kind}`)}</p>
      {created && <CreatedToken created={created} onDone={() => setCreated(null)} />}
      <CreateTokenForm owner={owner} onCreated={setCreated} />
      {tokens.isPending && <Loading />}
      {tokens.isError && <ErrorMessage message={tokens.error.message} onRetry={() => tokens.refetch()} />}
      {tokens.data && tokens.data.tokens.length === 0 && <p className="muted">{t('apiTokens.empty')}</p>}
      {tokens.data && tokens.data.tokens.length > 0 && (
        <ul className="stack tight api-token-list" aria-label={t('apiTokens.listLabel')}>
          {tokens.data.tokens.map((token) => (
            <TokenRow key={token.id} token={token} owner={owner} />
          ))}
        </ul>
      )}
    </section>
  );
}
