import { useEffect, useRef, useState } from 'react';
import {
  CHAT_DEFAULT_EVENTS,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_KINDS,
  WEBHOOK_URL_MAX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventName,
  type WebhookKind,
  webhookEndpointInputSchema,
} from '../../../common/webhooks';
import { useConfirm } from '../../components/confirm';
import { CopyButton } from '../../components/copy-button';
import { ErrorMessage, Loading } from '../../components/feedback';
import { ChoiceChips } from '../../components/form/choice-chips';
import { Field, FieldMessage, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useConsoleCan } from '../console/console-context';
import { NotIncluded } from '../console/not-included';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { useWebhookActions, useWebhookDeliveries, useWebhookEndpoints } from './api';
import './webhooks.css';

/** i18next reads dots as nesting: `project.submitted` is worded under `project_submitted`. */
const eventKey = (name: string) => `webhooks.events.${name.replace('.', '_')}`;

type Actions = ReturnType<typeof useWebhookActions>;

/** The secret of a signed endpoint, shown once after it is made or replaced. */
function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('console');
  const box = useRef<HTMLElement>(null);
  // The form that made it is further down: bring the one-time secret into view and to the reader.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new secret is a new reveal.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [secret]);
  return (
    <section
      ref={box}
      tabIndex={-1}
      className="card stack tight webhook-secret"
      aria-labelledby="webhook-secret-title"
    >
      <h2 id="webhook-secret-title">{t('webhooks.secretTitle')}</h2>
      <p>{t('webhooks.secretOnce')}</p>
      <code className="webhook-secret-value" data-testid="webhook-secret">
        {secret}
      </code>
      <div className="row wrap">
        <CopyButton text={secret} label={t('webhooks.copySecret')} />
        <button type="button" className="button small ghost" onClick={onDone}>
          {t('webhooks.secretDone')}
        </button>
      </div>
    </section>
  );
}

function AddEndpoint({ actions, onSecret }: { actions: Actions; onSecret: (secret: string) => void }) {
  const { t } = useTranslation('console');
  const { toast } = useUi();
  const form = useZodForm(
    webhookEndpointInputSchema,
    { kind: 'webhook', url: '', description: '', events: [...WEBHOOK_EVENT_NAMES] },
    async (input) => {
      const created = await actions.create.mutateAsync(input);
      toast(t('webhooks.added'), 'success');
      // The next endpoint is likely of the same kind, for the same events.
      form.reset({ kind: input.kind, url: '', description: '', events: input.events });
      if (created.secret) onSecret(created.secret);
    },
  );
  const kind = form.values.kind ?? 'webhook';
  const events = form.values.events;
  const chooseKind = (next: WebhookKind) => {
    form.setValue('kind', next);
    form.setValue('events', next === 'webhook' ? [...WEBHOOK_EVENT_NAMES] : [...CHAT_DEFAULT_EVENTS]);
  };
  const toggle = (name: WebhookEventName, on: boolean) => {
    form.setValue('events', on ? [...events, name] : events.filter((item) => item !== name));
    form.touch('events');
  };
  return (
    <form className="card stack" onSubmit={form.handleSubmit} noValidate data-testid="webhook-form">
      <h2>{t('webhooks.add')}</h2>
      <ChoiceChips
        legend={t('webhooks.kind')}
        name="webhook-kind"
        options={WEBHOOK_KINDS}
        value={kind}
        onChange={chooseKind}
        labelOf={(option) => t(`webhooks.kinds.${option}`)}
      >
        <p className="muted small">{t(`webhooks.kindHints.${kind}`)}</p>
      </ChoiceChips>
      <Field
        label={t('webhooks.url')}
        type="url"
        inputMode="url"
        maxLength={WEBHOOK_URL_MAX}
        placeholder={kind === 'webhook' ? 'https://' : t(`webhooks.placeholders.${kind}`)}
        {...form.field('url')}
      />
      <Field
        label={t('webhooks.description')}
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        {...form.field('description')}
      />
      <fieldset
        className="stack tight"
        aria-describedby={form.errors.events ? 'webhook-events-error' : undefined}
      >
        <legend>{t('webhooks.eventsLegend')}</legend>
        <div className="webhook-events">
          {WEBHOOK_EVENT_NAMES.map((name) => (
            <label key={name} className="checkbox-row">
              <input
                type="checkbox"
                name="events"
                value={name}
                checked={events.includes(name)}
                onChange={(change) => toggle(name, change.target.checked)}
              />
              <span>
                {t(eventKey(name))} <code className="muted small">{name}</code>
              </span>
            </label>
          ))}
        </div>
        <FieldMessage id="webhook-events-error" error={form.errors.events} />
      </fieldset>
      <FormError error={form.serverError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {t('webhooks.addButton')}
        </button>
      </div>
    </form>
  );
}

function StatusBadge({ delivery }: { delivery: Pick<WebhookDelivery, 'status'> }) {
  const { t } = useTranslation('console');
  return (
    <span className={`status-badge webhook-status-${delivery.status}`}>
      {t(`webhooks.statuses.${delivery.status}`)}
    </span>
  );
}

function DeliveryLog({
  eventId,
  endpoint,
  actions,
}: {
  eventId: number;
  endpoint: WebhookEndpoint;
  actions: Actions;
}) {
  const { t, i18n } = useTranslation('console');
  const { toast } = useUi();
  const log = useWebhookDeliveries(eventId, endpoint.id);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  if (log.isPending) return <Loading />;
  if (log.isError) return <ErrorMessage message={log.error.message} onRetry={() => log.refetch()} />;
  if (log.data.deliveries.length === 0) return <p className="muted">{t('webhooks.noDeliveries')}</p>;
  return (
    <ul className="webhook-log" data-testid="webhook-log" aria-label={t('webhooks.log')}>
      {log.data.deliveries.map((delivery) => (
        <li key={delivery.id} className="webhook-log-row">
          <div className="webhook-log-main">
            <code>{delivery.eventType}</code>
            <StatusBadge delivery={delivery} />
            <span className="webhook-answer" data-testid="webhook-answer">
              {delivery.responseStatus !== null
                ? t('webhooks.answer', { code: delivery.responseStatus })
                : t('webhooks.noAnswer')}
            </span>
          </div>
          <div className="muted small webhook-log-meta">
            <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>
              {time.format(new Date(delivery.lastAttemptAt ?? delivery.createdAt))}
            </time>
            {' · '}
            {t('webhooks.attempts', { count: delivery.attempts })}
            {delivery.durationMs !== null && ` · ${delivery.durationMs} ms`}
            {delivery.redeliveryOf !== null && ` · ${t('webhooks.redelivery')}`}
            {delivery.nextAttemptAt && (
              <>
                {' · '}
                {t('webhooks.nextAttempt', { time: time.format(new Date(delivery.nextAttemptAt)) })}
              </>
            )}
          </div>
          {delivery.error && <p className="small webhook-error">{delivery.error}</p>}
          {endpoint.enabled && delivery.status !== 'pending' && (
            <button
              type="button"
              className="button small ghost"
              disabled={actions.redeliver.isPending}
              onClick={() =>
                actions.redeliver.mutate(
                  { id: endpoint.id, deliveryId: delivery.id },
                  {
                    onSuccess: () => toast(t('webhooks.redelivered'), 'success'),
                    onError: (error) => toast(error, 'error'),
                  },
                )
              }
            >
              {t('webhooks.redeliver')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function EndpointCard({
  eventId,
  endpoint,
  actions,
  onSecret,
}: {
  eventId: number;
  endpoint: WebhookEndpoint;
  actions: Actions;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation('console');
  const { toast } = useUi();
  const confirm = useConfirm();
  const [showLog, setShowLog] = useState(false);
  const onError = (error: Error) => toast(error, 'error');
  const state = endpoint.enabled ? 'on' : endpoint.disabledReason === 'failing' ? 'failing' : 'off';
  const logId = `webhook-log-${endpoint.id}`;
  return (
    <li className="card stack tight webhook-card" data-testid="webhook-endpoint">
      <div className="webhook-card-head">
        <span className="pill">{t(`webhooks.kinds.${endpoint.kind}`)}</span>
        <span className={`status-badge webhook-state-${state}`}>{t(`webhooks.states.${state}`)}</span>
      </div>
      <p className="webhook-url">{endpoint.url}</p>
      {endpoint.description && <p className="muted">{endpoint.description}</p>}
      <p className="small">
        <span className="muted">{t('webhooks.sends')}</span>{' '}
        {endpoint.events.map((name) => t(eventKey(name))).join(', ')}
      </p>
      {state === 'failing' && <p className="notice small">{t('webhooks.failingNotice')}</p>}
      <div className="row wrap webhook-actions">
        <button
          type="button"
          className="button small"
          disabled={!endpoint.enabled || actions.test.isPending}
          onClick={() =>
            actions.test.mutate(endpoint.id, {
              onSuccess: () => {
                setShowLog(true);
                toast(t('webhooks.testSent'), 'success');
              },
              onError,
            })
          }
        >
          {t('webhooks.sendTest')}
        </button>
        <button
          type="button"
          className="button small ghost"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((open) => !open)}
        >
          {showLog ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </button>
        <button
          type="button"
          className="button small ghost"
          onClick={() =>
            actions.update.mutate({ id: endpoint.id, patch: { enabled: !endpoint.enabled } }, { onError })
          }
        >
          {endpoint.enabled ? t('webhooks.turnOff') : t('webhooks.turnOn')}
        </button>
        {endpoint.kind === 'webhook' && (
          <button
            type="button"
            className="button small ghost"
            onClick={async () => {
              if (await confirm(t('webhooks.rotateConfirm'), t('webhooks.rotate')))
                actions.rotate.mutate(endpoint.id, {
                  onSuccess: (rotated) => rotated.secret && onSecret(rotated.secret),
                  onError,
                });
            }}
          >
            {t('webhooks.rotate')}
          </button>
        )}
        <button
          type="button"
          className="button small danger"
          onClick={async () => {
            if (await confirm(t('webhooks.deleteConfirm'), t('webhooks.delete')))
              actions.remove.mutate(endpoint.id, {
                onSuccess: () => toast(t('webhooks.deleted'), 'success'),
                onError,
              });
          }}
        >
          {t('webhooks.delete')}
        </button>
      </div>
      {showLog && (
        <section id={logId} className="stack tight">
          <h3>{t('webhooks.log')}</h3>
          <DeliveryLog eventId={eventId} endpoint={endpoint} actions={actions} />
        </section>
      )}
    </li>
  );
}

/**
 * /{eventSlug}/manage/webhooks: the event's webhook, Slack and Discord endpoints, each with its delivery
 * log, a test message and a redelivery (docs/integrations.md). Owners and admins only.
 */
export function ConsoleWebhooks() {
  const { t } = useTranslation('console');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const enabled = hasFeature(event, 'enable_webhooks');
  const allowed = can('manage_webhooks');
  const endpoints = useWebhookEndpoints(event.id, enabled && allowed);
  const actions = useWebhookActions(event.id);
  const [secret, setSecret] = useState<string | null>(null);
  if (!enabled) return <NotIncluded title={t('webhooks.title')} reason={t('webhooks.notIncluded')} />;
  if (!allowed) return <NotIncluded title={t('webhooks.title')} reason={t('webhooks.ownersOnly')} />;
  return (
    <div className="stack">
      <h1>{t('webhooks.title')}</h1>
      <p className="muted">{t('webhooks.intro')}</p>
      {secret && <SecretReveal secret={secret} onDone={() => setSecret(null)} />}
      {endpoints.isPending && <Loading />}
      {endpoints.isError && (
        <ErrorMessage message={endpoints.error.message} onRetry={() => endpoints.refetch()} />
      )}
      {endpoints.data && (
        <section className="stack" aria-labelledby="webhook-list-title">
          <h2 id="webhook-list-title">{t('webhooks.listTitle')}</h2>
          {endpoints.data.endpoints.length === 0 ? (
            <p className="muted">{t('webhooks.none')}</p>
          ) : (
            <ul className="webhook-list">
              {endpoints.data.endpoints.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  eventId={event.id}
                  endpoint={endpoint}
                  actions={actions}
                  onSecret={setSecret}
                />
              ))}
            </ul>
          )}
        </section>
      )}
      <AddEndpoint actions={actions} onSecret={setSecret} />
    </div>
  );
}
