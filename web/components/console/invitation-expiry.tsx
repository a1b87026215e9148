import { useTranslation } from 'react-i18next';

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
