import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

/** When a pending invitation's link stops working, or that it has. */
export function InvitationExpiry({ expiresAt }: { expiresAt: string | null | undefined }) {
  const { t } = useTranslation();
  if (!expiresAt) return null;
  const date = new Date(expiresAt);
  return (
    <span className="muted small">
      {date.getTime() < Date.now()
        ? t('console.invitationExpired')
        : t('console.invitationExpires', { date: date.toLocaleDateString() })}
    </span>
  );
}

/** One pending invitation of a console list: who, until when, and cancelling it for those who may. */
export function PendingInvitation({
  who,
  expiresAt,
  onCancel,
}: {
  who: ReactNode;
  expiresAt: string | null | undefined;
  /** Absent for someone who may not cancel. */
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="card row between wrap">
      <span>
        {who} <InvitationExpiry expiresAt={expiresAt} />
      </span>
      {onCancel && (
        <button type="button" className="button ghost small" onClick={onCancel}>
          {t('team.cancelInvitation')}
        </button>
      )}
    </li>
  );
}
