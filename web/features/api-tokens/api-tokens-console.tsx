import { useTranslation } from '../../i18n/react';
import { useConsoleCan } from '../console/console-context';
import { useCurrentEvent } from '../event/event-context';
import { ApiTokensPanel, TOKENS_NAMESPACE } from './api-tokens-panel';

/** /{eventSlug}/manage/api-tokens: the event's API tokens, for owners, admins and editors. */
export function ConsoleApiTokens() {
  const { t } = useTranslation(TOKENS_NAMESPACE);
  const event = useCurrentEvent();
  const can = useConsoleCan();
  if (!can('manage_api_tokens')) {
    return (
      <section className="stack">
        <h1>{t('apiTokens.title')}</h1>
        <p className="muted">{t('apiTokens.notAllowed')}</p>
      </section>
    );
  }
  return <ApiTokensPanel owner={{ kind: 'event', eventId: event.id }} headingLevel={1} />;
}
