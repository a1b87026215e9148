import { ARCHIVED_KEYS } from '../../common/schemas/plans';
import { AppError } from '../errors';

/**
 * Archived content is frozen: every change answers 409 until its owner or an event admin restores it.
 * An archived event freezes its projects too.
 */
export function requireNotArchived(
  event: { archivedAt: Date | null },
  project?: { archivedAt: Date | null },
): void {
  if (event.archivedAt) {
    throw new AppError(
      'conflict',
      'This event is archived and read-only: restore it to make changes',
      ARCHIVED_KEYS.event,
    );
  }
  if (project?.archivedAt) {
    throw new AppError(
      'conflict',
      'This project is archived and read-only: restore it to make changes',
      ARCHIVED_KEYS.project,
    );
  }
}
