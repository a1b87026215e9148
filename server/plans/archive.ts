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
  const refusal = archivedRefusal(event, project);
  if (refusal) throw refusal;
}

/** The 409 a change of archived content gets, or null: the same rule as a value, for policies. */
export function archivedRefusal(
  event: { archivedAt: Date | null },
  project?: { archivedAt: Date | null },
): AppError | null {
  if (event.archivedAt) {
    return new AppError(
      'conflict',
      'This event is archived and read-only: restore it to make changes',
      ARCHIVED_KEYS.event,
    );
  }
  if (project?.archivedAt) {
    return new AppError(
      'conflict',
      'This project is archived and read-only: restore it to make changes',
      ARCHIVED_KEYS.project,
    );
  }
  return null;
}
