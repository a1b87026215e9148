import type { EventAccess } from '../events/policy';
import { isEventStaff } from '../events/policy';
import type { ProjectRow } from './presenter';

/** Approved projects are public within a viewable event; others only to their team and event staff. */
export function canViewProject(project: ProjectRow, access: EventAccess, isMember: boolean): boolean {
  if (project.submissionStatus === 'APPROVED' && !project.isTemplate) return true;
  return isMember || isEventStaff(access);
}
