import type { ProjectStatus } from '../../../common/constants';
import { useTranslation } from '../../i18n/react';

export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-${status.toLowerCase()}`} data-testid="status-badge">
      {t(`projectStatus.${status}`)}
    </span>
  );
}
