import { useTranslation } from '../../i18n/react';
import type { OutboxState, ScoreOutbox } from '../../lib/score-outbox';

/**
 * Where the judge's scores are, in words a glance can read: on this phone and waiting for the
 * connection, on their way, or sent. What the server refused is listed until the judge has seen it.
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
              <li key={entry.body.idempotencyKey}>
                {entry.projectTitle}: {message}
              </li>
            ))}
          </ul>
          <button type="button" className="button small" onClick={() => outbox.dismissRefused()}>
            {t('sync.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
