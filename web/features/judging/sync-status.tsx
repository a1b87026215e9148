import { useTranslation } from '../../i18n/react';
import type { OutboxState, ScoreOutbox } from './score-outbox';

/**
 * Where the judge's scores are, in words a glance can read: on this phone and waiting for the
 * connection, on their way, or sent. What the server refused stays on the device with its reason until the judge
 * sends it again or lets it go.
 */
export function SyncStatus({
  state,
  online,
  outbox,
  roundId,
}: {
  state: OutboxState;
  online: boolean;
  outbox: ScoreOutbox;
  roundId: number;
}) {
  const { t } = useTranslation('judging');
  const waiting = state.pending.filter((entry) => entry.roundId === roundId).length;
  const [kind, text] = !waiting
    ? state.lastSentAt
      ? (['sent', t('sync.sent')] as const)
      : (['idle', t('sync.ready')] as const)
    : !online || state.retryAt
      ? (['waiting', t('sync.waiting', { count: waiting })] as const)
      : (['sending', t('sync.sending', { count: waiting })] as const);

  return (
    <div className="sync-area">
      <p className={`sync-status sync-${kind}`} role="status" aria-live="polite" data-testid="sync-status">
        <span className="sync-dot" aria-hidden="true" />
        {text}
      </p>
      {state.refused.length > 0 && (
        <div className="form-error stack tight" role="alert">
          <strong>{t('sync.refused')}</strong>
          <ul className="plain-list">
            {state.refused.map(({ entry, message }) => (
              <li key={entry.body.idempotencyKey} className="row between wrap">
                <span>
                  {entry.projectTitle}: {message}
                </span>
                <button
                  type="button"
                  className="button small"
                  onClick={() => outbox.retryRefused(entry.body.idempotencyKey)}
                >
                  {t('sync.retry')}
                </button>
              </li>
            ))}
          </ul>
          <p className="small">{t('sync.keptHint')}</p>
          <button type="button" className="button small" onClick={() => outbox.dismissRefused()}>
            {t('sync.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
