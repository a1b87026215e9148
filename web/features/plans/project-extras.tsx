import type { Project } from '../../../common/api';
import { useConfirm } from '../../components/confirm';
import { useTranslation } from '../../i18n/react';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { useProjectArchive } from './api';

/** The "Archived" mark and notice, and the archive/restore button for the project owner and event admins. */
export function ProjectArchive({ project }: { project: Project }) {
  const { t } = useTranslation('plans');
  const event = useCurrentEvent();
  const confirm = useConfirm();
  const archive = useProjectArchive(project.id);
  const mayArchive = project.viewerPermissions?.includes('archive') && !event.archivedAt;
  const archived = Boolean(project.archivedAt || event.archivedAt);
  return (
    <>
      {archived && (
        <p className="notice row wrap" role="status" data-testid="archived-notice">
          <span className="pill">{t('archive.badge')}</span>
          {event.archivedAt ? t('archive.eventNotice') : t('archive.projectNotice')}
        </p>
      )}
      {mayArchive && (project.archivedAt || hasFeature(event, 'can_archive_project')) && (
        <button
          type="button"
          className="button ghost small"
          disabled={archive.isPending}
          onClick={async () => {
            if (project.archivedAt) archive.mutate(false);
            else if (await confirm(t('archive.confirmProject'), t('archive.archiveProject')))
              archive.mutate(true);
          }}
        >
          {project.archivedAt ? t('archive.restoreProject') : t('archive.archiveProject')}
        </button>
      )}
    </>
  );
}
