import { describe, expect, it } from 'vitest';
import type { EventRole, ProjectStatus } from '../common/constants';
import { judgingLooks } from './db/schema';
import { testAppForFile } from './test/app';
import {
  addEventMember,
  addTeamMember,
  buildEvent,
  buildJudge,
  buildProject,
  buildRound,
  buildUser,
} from './test/factories';

/**
 * The permission matrix of docs/permissions.md as a table: every protected call × every role (and
 * anonymous) → the status it must answer. Each cell runs on fresh data so calls cannot affect each other.
 */
const t = testAppForFile();

const ROLES = [
  'anonymous',
  'user',
  'ss_event_visitor',
  'ss_event_participant',
  'ss_event_viewer',
  'ss_event_editor',
  'ss_event_admin',
  'ss_event_owner',
  'ss_event_judge',
  'super_admin',
] as const;
type Role = (typeof ROLES)[number];

interface Fixture {
  eventId: number;
  slug: string;
  projectId: number;
  userId: number | null;
  /** An open pairwise judging round, and an unfinished look in it (the caller's when they judge). */
  roundId: number;
  lookId: number;
}

interface Case {
  name: string;
  projectStatus?: ProjectStatus;
  call: (f: Fixture) => [method: string, url: string, payload?: object];
  expected: Record<Role, number>;
}

/** A row of the table: one status for everyone, then the roles that differ. */
const row = (all: number, overrides: Partial<Record<Role, number>>) =>
  Object.fromEntries(ROLES.map((role) => [role, overrides[role] ?? all])) as Record<Role, number>;

const STAFF = {
  ss_event_viewer: 200,
  ss_event_editor: 200,
  ss_event_admin: 200,
  ss_event_owner: 200,
  super_admin: 200,
};
const EDITORS = { ss_event_editor: 200, ss_event_admin: 200, ss_event_owner: 200, super_admin: 200 };
const OWNER_ADMIN = { ss_event_admin: 200, ss_event_owner: 200, super_admin: 200 };

const CASES: Case[] = [
  {
    name: 'GET /version',
    call: () => ['GET', '/version'],
    expected: row(403, { anonymous: 401, super_admin: 200 }),
  },
  {
    name: 'POST preview-tokens',
    call: (f) => ['POST', `/partners/events/${f.slug}/preview-tokens`, {}],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    name: 'PUT access-code',
    call: (f) => ['PUT', `/partners/events/${f.slug}/access-code`, { code: 'SECRET-1' }],
    expected: row(403, { anonymous: 401, ...OWNER_ADMIN }),
  },
  {
    name: 'GET members',
    call: (f) => ['GET', `/partners/events/${f.eventId}/members`],
    expected: row(403, { anonymous: 401, ...STAFF }),
  },
  {
    name: 'invite a staff member',
    call: (f) => [
      'POST',
      `/partners/events/${f.eventId}/members`,
      { email: 'x@example.test', role: 'ss_event_viewer' },
    ],
    expected: row(403, { anonymous: 401, ...OWNER_ADMIN }),
  },
  {
    // Accepting needs a login, and then a token mailed to the caller's own address.
    name: 'accept a staff invitation with an unknown token',
    call: (f) => ['POST', `/partners/events/${f.slug}/staff-invitation/accept`, { token: 'no-such-token' }],
    expected: row(404, { anonymous: 401 }),
  },
  {
    name: 'GET templates',
    call: (f) => ['GET', `/partners/events/templates?eventId=${f.eventId}`],
    expected: row(403, { anonymous: 401, ...STAFF }),
  },
  {
    name: 'GET plan_subscription',
    call: (f) => ['GET', `/partners/events/${f.eventId}/plan_subscription`],
    expected: row(403, { anonymous: 401, ...STAFF }),
  },
  {
    name: 'GET a submitted project',
    projectStatus: 'SUBMITTED',
    call: (f) => ['GET', `/project/${f.projectId}`],
    expected: row(404, STAFF),
  },
  {
    name: 'approve a submitted project',
    projectStatus: 'SUBMITTED',
    call: (f) => [
      'PATCH',
      `/projects/${f.projectId}/updateProjectStatuses`,
      { submissionStatus: 'APPROVED' },
    ],
    expected: row(404, { ss_event_viewer: 403, ...EDITORS }),
  },
  {
    name: 'edit an approved project of someone else',
    call: (f) => ['PATCH', `/projects/${f.projectId}`, { title: 'Edited' }],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    name: 'delete a project of someone else',
    call: (f) => ['DELETE', `/projects/${f.projectId}`],
    expected: row(403, { anonymous: 401, ...OWNER_ADMIN }),
  },
  {
    name: 'invite to a project of someone else',
    call: (f) => [
      'POST',
      `/project/${f.projectId}/invite`,
      { teamInvitations: [{ email: 'x@example.test' }] },
    ],
    expected: row(403, { anonymous: 401, ...OWNER_ADMIN }),
  },
  {
    name: 'plagiarism report',
    projectStatus: 'SUBMITTED',
    call: (f) => ['GET', `/project-plagiarism/${f.projectId}`],
    expected: row(404, STAFF),
  },
  {
    name: 'like an approved project',
    call: (f) => ['POST', `/projects/${f.projectId}/like`],
    expected: row(200, { anonymous: 401 }),
  },
  {
    name: 'start a project',
    call: (f) => ['POST', '/projects', { eventId: f.eventId }],
    expected: row(200, { anonymous: 401 }),
  },
  {
    name: "people's choice settings",
    call: (f) => [
      'PUT',
      `/partners/events/${f.slug}/peoples-choice`,
      { isEnabled: false, votesPerAward: 1, awardIds: [] },
    ],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    name: 'team finder settings',
    call: (f) => ['PUT', `/events/${f.slug}/team-finder/settings`, { enabled: false, publicListing: false }],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    name: 'GET judging judges',
    call: (f) => ['GET', `/partners/events/${f.eventId}/judging/judges`],
    expected: row(403, { anonymous: 401, ...STAFF }),
  },
  {
    name: 'invite a judge',
    call: (f) => ['POST', `/partners/events/${f.eventId}/judging/judges`, { email: 'judge@example.test' }],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    name: 'set judging settings',
    call: (f) => ['PUT', `/partners/events/${f.eventId}/judging/settings`, { judgeRegistration: true }],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    name: 'edit the rubric',
    call: (f) => [
      'PUT',
      `/partners/events/${f.eventId}/judging/rubrics/general`,
      { criteria: [{ name: 'Impact', weight: 1, min: 1, max: 5 }] },
    ],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    name: "publish people's choice results",
    call: (f) => ['PUT', `/partners/events/${f.slug}/peoples-choice/publication`, { published: true }],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    name: 'GET judging rounds',
    call: (f) => ['GET', `/partners/events/${f.eventId}/judging/rounds`],
    expected: row(403, { anonymous: 401, ...STAFF }),
  },
  {
    name: 'create a judging round',
    call: (f) => ['POST', `/partners/events/${f.eventId}/judging/rounds`, { name: 'R', mode: 'rubric' }],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    name: 'GET a judging leaderboard',
    call: (f) => ['GET', `/partners/events/${f.eventId}/judging/rounds/${f.roundId}/leaderboard`],
    expected: row(403, { anonymous: 401, ...STAFF }),
  },
  {
    name: 'release judging feedback',
    call: (f) => [
      'PUT',
      `/partners/events/${f.eventId}/judging/rounds/${f.roundId}/feedback`,
      { released: true },
    ],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    name: 'GET my judging status',
    call: (f) => ['GET', `/partners/events/${f.eventId}/judging/me`],
    expected: row(200, { anonymous: 401 }),
  },
  {
    // Registration is closed in the fixture: refused to everyone logged in.
    name: 'register as a judge while registration is closed',
    call: (f) => ['POST', `/partners/events/${f.eventId}/judging/registrations`],
    expected: row(403, { anonymous: 401 }),
  },
  {
    name: 'get the next project to judge',
    call: (f) => ['POST', `/partners/events/${f.eventId}/judging/rounds/${f.roundId}/next`],
    expected: row(403, { anonymous: 401, ss_event_judge: 200 }),
  },
  {
    name: 'submit a look',
    call: (f) => [
      'POST',
      `/partners/events/${f.eventId}/judging/looks/${f.lookId}/submit`,
      { idempotencyKey: `permission-${f.lookId}` },
    ],
    expected: row(403, { anonymous: 401, ss_event_judge: 200 }),
  },
  {
    name: "read judges' feedback on a project of someone else",
    call: (f) => ['GET', `/project/${f.projectId}/judging-feedback`],
    expected: row(403, { anonymous: 401, ...STAFF }),
  },
  {
    name: 'list submitted projects',
    call: (f) => ['GET', `/projects?eventId=${f.eventId}&submissionStatus=SUBMITTED`],
    expected: row(403, STAFF),
  },
  {
    name: 'list webhook endpoints',
    call: (f) => ['GET', `/partners/events/${f.eventId}/webhooks`],
    expected: row(403, { anonymous: 401, ...OWNER_ADMIN }),
  },
  {
    name: 'add a webhook endpoint',
    call: (f) => [
      'POST',
      `/partners/events/${f.eventId}/webhooks`,
      { url: 'https://hooks.example.com/in', events: ['project.submitted'] },
    ],
    expected: row(403, { anonymous: 401, ss_event_admin: 201, ss_event_owner: 201, super_admin: 201 }),
  },
  {
    name: 'GET event api-tokens',
    call: (f) => ['GET', `/partners/events/${f.slug}/api-tokens`],
    expected: row(403, { anonymous: 401, ...EDITORS }),
  },
  {
    // An event token acts with its creator's role there: a super admin without one has none to lend.
    name: 'POST event api-tokens',
    call: (f) => ['POST', `/partners/events/${f.slug}/api-tokens`, { name: 'CI', scopes: ['read'] }],
    expected: row(403, { anonymous: 401, ss_event_editor: 200, ss_event_admin: 200, ss_event_owner: 200 }),
  },
  {
    name: 'export the whole event as JSON',
    call: (f) => ['GET', `/partners/events/${f.eventId}/export.json`],
    expected: row(403, { anonymous: 401, ...OWNER_ADMIN }),
  },
  {
    name: 'export the participants as CSV',
    call: (f) => ['GET', `/partners/events/${f.eventId}/export/participants.csv`],
    expected: row(403, { anonymous: 401, ...OWNER_ADMIN }),
  },
  {
    name: 'dry run of a judges CSV import',
    call: (f) => [
      'POST',
      `/partners/events/${f.eventId}/import`,
      { kind: 'judges', csv: 'Email\nnew-judge@example.test\n', dryRun: true },
    ],
    expected: row(403, { anonymous: 401, ...OWNER_ADMIN }),
  },
];

async function fixtureFor(role: Role, projectStatus: ProjectStatus): Promise<Fixture> {
  const event = await buildEvent(t.db);
  const owner = await buildUser(t.db);
  const project = await buildProject(t.db, { eventId: event.id, submissionStatus: projectStatus });
  await addTeamMember(t.db, project.id, owner.id, 'Owner');
  let userId: number | null = null;
  let judgeId: number | null = null;
  if (role !== 'anonymous') {
    const user = await buildUser(t.db, { isSuperAdmin: role === 'super_admin' });
    userId = user.id;
    if (role === 'ss_event_judge') judgeId = (await buildJudge(t.db, event.id, user)).judge.id;
    else if (role.startsWith('ss_event_')) await addEventMember(t.db, event.id, user.id, role as EventRole);
  }
  const round = await buildRound(t.db, event.id, { mode: 'pairwise' });
  const [look] = await t.db
    .insert(judgingLooks)
    .values({
      roundId: round.id,
      judgeId: judgeId ?? (await buildJudge(t.db, event.id)).judge.id,
      projectId: project.id,
      status: 'in-progress',
      reason: 'needs-looks',
    })
    .returning();
  return {
    eventId: event.id,
    slug: event.slug,
    projectId: project.id,
    userId,
    roundId: round.id,
    lookId: look!.id,
  };
}

describe.each(CASES)('$name', ({ call, expected, projectStatus }) => {
  it.each(ROLES)('%s', async (role) => {
    const fixture = await fixtureFor(role, projectStatus ?? 'APPROVED');
    const [method, url, payload] = call(fixture);
    const response = await t.as(fixture.userId, method, url, payload);
    expect(response.statusCode, response.body).toBe(expected[role]);
  });
});
