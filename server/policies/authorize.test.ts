import { describe, expect, it } from 'vitest';
import type { TeamRole } from '../../common/constants';
import type { Viewer } from '../context';
import type { ProjectRow } from '../projects/presenter';
import { authorize } from './authorize';

const viewer = (flags: Partial<Viewer> = {}) =>
  ({ id: 1, userName: 'someone', isEngStaff: false, isSuperAdmin: false, ...flags }) as Viewer;
const refusal = (decide: () => void) => {
  try {
    decide();
    return null;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('authorize', () => {
  it('an event action: by the role table, 401 for nobody', () => {
    expect(
      refusal(() => authorize({ viewer: viewer(), role: 'ss_event_viewer' }, 'view_plagiarism')),
    ).toBeNull();
    expect(
      refusal(() => authorize({ viewer: viewer(), role: 'ss_event_participant' }, 'view_plagiarism')),
    ).toBe(403);
    expect(refusal(() => authorize({ viewer: null, role: null }, 'view_plagiarism'))).toBe(401);
  });

  it.each<[TeamRole | null, boolean, number | null]>([
    ['Owner', false, null],
    ['CoOwner', false, 403],
    [null, true, null],
    [null, false, 403],
  ])('a project action: removing an owner as %s (super admin %s) → %s', (teamRole, isSuperAdmin, status) => {
    const project = { id: 1, submissionStatus: 'DRAFT', isTemplate: false } as ProjectRow;
    const actor = {
      viewer: viewer({ isSuperAdmin }),
      role: null,
      hasPreview: false,
      hasAccessPass: false,
      teamRole,
    };
    expect(refusal(() => authorize(actor, 'remove_owner', project))).toBe(status);
  });
});
