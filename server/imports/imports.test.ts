import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ROWS_MAX } from '../../common/imports';
import {
  eventInvitations,
  eventMemberships,
  mailOutbox,
  projectAwards,
  projectCategories,
  projectMemberships,
  projects,
  submissionAnswers,
  teamInvitations,
  timelines,
} from '../db/schema';
import { addStoryTemplate } from '../forms/service';
import { createTestApp, lastMailTo, type TestApp, testAppForFile } from '../test/app';
import {
  addEventMember,
  addTeamMember,
  buildAward,
  buildCategory,
  buildEventWithOwner,
  buildJudge,
  buildProject,
  buildUser,
  linkCategory,
} from '../test/factories';
import { buildPlanWithout } from '../test/plan-fixtures';

const t = testAppForFile();

const DEVPOST_HEADER = [
  'Project Title',
  'Submission Url',
  'Project Status',
  'Judging Status',
  'Highest Step Completed',
  'Project Created At',
  'About The Project',
  'Try it out Links',
  'Video Demo Link',
  'Opt-In Prizes',
  'Built With',
  'Submitter First Name',
  'Submitter Last Name',
  'Submitter Email',
  'Notes',
  'Additional Team Member Count',
  'Team Member 1 First Name',
  'Team Member 1 Last Name',
  'Team Member 1 Email',
];

const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
const csvOf = (rows: string[][]) => `${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;

const unique = () => Math.random().toString(36).slice(2, 8);

function devpostCsv(tag: string) {
  const row = (cells: Partial<Record<string, string>>) => DEVPOST_HEADER.map((name) => cells[name] ?? '');
  return csvOf([
    DEVPOST_HEADER,
    row({
      'Project Title': `Solar Kettle ${tag}`,
      'Submission Url': 'https://devpost.com/software/solar-kettle',
      'Project Status': 'Submitted (Gallery/Visible)',
      'About The Project':
        '## Inspiration\nCold tea on camping trips.\n\n## What it does\nBoils water with the sun.\n\n## Extra notes\nMore.',
      'Try it out Links': 'https://kettle.example.com, https://github.com/team/kettle',
      'Video Demo Link': 'https://youtu.be/abc123',
      'Built With': 'arduino, python, solar',
      'Submitter First Name': 'Ana',
      'Submitter Email': `ana-${tag}@example.test`,
      'Additional Team Member Count': '1',
      'Team Member 1 Email': `ben-${tag}@example.test`,
    }),
    // Every problem of a row is reported: no title, a bad address, a bad link.
    row({
      'Project Title': '',
      'Submitter Email': 'not-an-email',
      'Try it out Links': 'javascript:alert(1)',
    }),
    row({ 'Project Title': `solar kettle ${tag}`, 'Submitter Email': `dup-${tag}@example.test` }),
    row({ 'Project Title': `Rain Radar ${tag}`, 'About The Project': 'Predicts rain for farmers.' }),
  ]);
}

const projectsOf = (eventId: number) => t.db.select().from(projects).where(eq(projects.eventId, eventId));

describe('Devpost project import', () => {
  it('dry run reports every error and creates nothing; the real run creates drafts and invites teams', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    await addStoryTemplate(t.db, event.id);
    const tag = unique();
    const url = `/partners/events/${event.id}/import`;
    const dry = await t.as(owner.id, 'POST', url, { kind: 'devpost', csv: devpostCsv(tag) });
    expect(dry.statusCode).toBe(200);
    const result = dry.json();
    expect(result).toMatchObject({ kind: 'devpost', dryRun: true, created: 2, skipped: 2, invitations: 2 });
    expect(result.rows.map((row: { row: number; action: string }) => [row.row, row.action])).toEqual([
      [2, 'create'],
      [3, 'skip'],
      [4, 'skip'],
      [5, 'create'],
    ]);
    expect(result.rows[1].errors).toEqual([
      { field: 'Project Title', key: 'imports.error.required', message: 'This column must not be empty' },
      expect.objectContaining({ field: 'Try it out Links', key: 'imports.error.link' }),
      expect.objectContaining({ field: 'Submitter Email', key: 'imports.error.email' }),
    ]);
    expect(result.rows[2].errors).toEqual([expect.objectContaining({ key: 'imports.error.duplicate' })]);
    expect(await projectsOf(event.id)).toEqual([]);
    expect(await lastMailTo(t.db, `ana-${tag}@example.test`)).toBeUndefined();

    const real = await t.as(owner.id, 'POST', url, { kind: 'devpost', csv: devpostCsv(tag), dryRun: false });
    expect(real.json()).toMatchObject({ dryRun: false, created: 2, skipped: 2, invitations: 2 });
    const created = await projectsOf(event.id);
    expect(created.map((project) => project.title).sort()).toEqual([
      `Rain Radar ${tag}`,
      `Solar Kettle ${tag}`,
    ]);
    const kettle = created.find((project) => project.title.startsWith('Solar'))!;
    expect(kettle.submissionStatus).toBe('DRAFT');
    expect(kettle.videoUrl).toBe('https://youtu.be/abc123');
    expect(kettle.links).toEqual([
      { kind: 'demo', url: 'https://kettle.example.com', label: '' },
      { kind: 'source', url: 'https://github.com/team/kettle', label: '' },
      { kind: 'other', url: 'https://devpost.com/software/solar-kettle', label: 'Devpost' },
    ]);
    expect(kettle.description).toBe('<p>Cold tea on camping trips.</p>');
    const [ownerRow] = await t.db
      .select()
      .from(projectMemberships)
      .where(eq(projectMemberships.projectId, kettle.id));
    expect(ownerRow).toMatchObject({ userId: owner.id, role: 'Owner' });
    const answers = await t.db
      .select()
      .from(submissionAnswers)
      .where(eq(submissionAnswers.projectId, kettle.id));
    const values = answers.map((answer) => answer.value);
    expect(values).toEqual(
      expect.arrayContaining([
        'Cold tea on camping trips.',
        'Boils water with the sun.',
        ['arduino', 'python', 'solar'],
      ]),
    );
    const invited = await t.db.select().from(teamInvitations).where(eq(teamInvitations.projectId, kettle.id));
    expect(invited.map((row) => [row.email, row.role])).toEqual([
      [`ana-${tag}@example.test`, 'CoOwner'],
      [`ben-${tag}@example.test`, 'CoOwner'],
    ]);
    const mail = await lastMailTo(t.db, `ben-${tag}@example.test`);
    expect(mail?.text).toContain('accept-participants-invitation');

    // The same file again: every title now exists, nothing more is created.
    const again = await t.as(owner.id, 'POST', url, { kind: 'devpost', csv: devpostCsv(tag), dryRun: false });
    expect(again.json()).toMatchObject({ created: 0, skipped: 4 });
    expect(again.json().rows[0].errors[0].key).toBe('imports.error.exists');
  });

  it('takes the columns in any order, without the optional ones, and a tagline as the description', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const csv = 'Tagline;Project Title\nA kettle for campers;Kettle\n';
    const response = await t.as(owner.id, 'POST', `/partners/events/${event.id}/import`, {
      kind: 'devpost',
      csv,
      dryRun: false,
    });
    expect(response.json()).toMatchObject({ created: 1, skipped: 0, invitations: 0 });
    const [project] = await projectsOf(event.id);
    expect(project).toMatchObject({ title: 'Kettle', description: '<p>A kettle for campers</p>' });
  });

  it('refuses a file that is not CSV, lacks the columns, is empty or too long', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const post = (csv: string, kind = 'devpost') =>
      t.as(owner.id, 'POST', `/partners/events/${event.id}/import`, { kind, csv });
    const binary = await post('PK\u0003\u0004\u0014\u0006binary');
    expect(binary.statusCode).toBe(400);
    expect(binary.json().key).toBe('imports.error.notCsv');
    const broken = await post('Project Title\n"unclosed quote\n');
    expect(broken.json().key).toBe('imports.error.notCsv');
    const headers = await post('Name,Team\nKettle,Ana\n');
    expect(headers.statusCode).toBe(400);
    expect(headers.json()).toMatchObject({ key: 'imports.error.headers' });
    expect(headers.json().message).toContain('Project Title');
    expect((await post('Email\n', 'judges')).json().key).toBe('imports.error.empty');
    const long = `Email\n${Array.from({ length: IMPORT_ROWS_MAX + 1 }, (_, i) => `p${i}@example.test`).join('\n')}\n`;
    const tooLong = await post(long, 'participants');
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().key).toBe('imports.error.tooManyRows');
    expect((await post('x'.repeat(1024 * 1024 + 10))).statusCode).toBe(413);
    expect((await post('Email\na@example.test', 'mentors')).statusCode).toBe(400);
  });

  it('answers 401 to anonymous callers and 403 to editors and participants', async () => {
    const { event } = await buildEventWithOwner(t.db);
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    const participant = await buildUser(t.db);
    await addEventMember(t.db, event.id, participant.id, 'ss_event_participant');
    const body = { kind: 'devpost', csv: devpostCsv(unique()), dryRun: false };
    const url = `/partners/events/${event.id}/import`;
    expect((await t.as(null, 'POST', url, body)).statusCode).toBe(401);
    expect((await t.as(editor.id, 'POST', url, body)).statusCode).toBe(403);
    expect((await t.as(participant.id, 'POST', url, body)).statusCode).toBe(403);
    expect(await projectsOf(event.id)).toEqual([]);
  });
});

describe('judges and participants import', () => {
  it('invites judges by e-mail, skipping bad, repeated and existing ones', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const { user: judge } = await buildJudge(t.db, event.id);
    const tag = unique();
    const csv = `Name,E-mail\nAna,judge-${tag}@example.test\nBad,nope\nAgain,JUDGE-${tag}@example.test\nOld,${judge.email}\n`;
    const url = `/partners/events/${event.id}/import`;
    const dry = await t.as(owner.id, 'POST', url, { kind: 'judges', csv });
    expect(dry.json()).toMatchObject({ created: 1, skipped: 3 });
    expect(dry.json().rows.map((row: { errors: { key: string }[] }) => row.errors.map((e) => e.key))).toEqual(
      [[], ['imports.error.email'], ['imports.error.duplicate'], ['imports.error.alreadyJudge']],
    );
    expect(await lastMailTo(t.db, `judge-${tag}@example.test`)).toBeUndefined();
    const real = await t.as(owner.id, 'POST', url, { kind: 'judges', csv, dryRun: false });
    expect(real.json()).toMatchObject({ created: 1, invitations: 1 });
    const mail = await lastMailTo(t.db, `judge-${tag}@example.test`);
    expect(mail?.subject).toContain('invited you to judge');
    const pending = await t.db.select().from(eventInvitations).where(eq(eventInvitations.eventId, event.id));
    expect(pending.map((row) => [row.email, row.role])).toEqual([
      [`judge-${tag}@example.test`, 'ss_event_judge'],
    ]);
  });

  it('invites participants, who become participants when they accept, never losing a role they hold', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const member = await buildUser(t.db);
    await addEventMember(t.db, event.id, member.id, 'ss_event_editor');
    const newcomer = await buildUser(t.db);
    const csv = `email\n${newcomer.email}\n${member.email}\n`;
    const response = await t.as(owner.id, 'POST', `/partners/events/${event.id}/import`, {
      kind: 'participants',
      csv,
      dryRun: false,
    });
    expect(response.json()).toMatchObject({ created: 1, skipped: 1 });
    expect(response.json().rows[1].errors[0].key).toBe('imports.error.alreadyMember');
    const mail = await lastMailTo(t.db, newcomer.email);
    expect(mail?.subject).toContain('invited you to take part in');
    const token = /token=([\w-]+)/.exec(mail!.text)![1];
    const accepted = await t.as(
      newcomer.id,
      'POST',
      `/partners/events/${event.slug}/staff-invitation/accept`,
      {
        token,
      },
    );
    expect(accepted.statusCode).toBe(200);
    const [membership] = await t.db
      .select()
      .from(eventMemberships)
      .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.userId, newcomer.id)));
    expect(membership?.role).toBe('ss_event_participant');
  });
});

describe('archived events and plans', () => {
  it('exports an archived event but refuses to import into it, and judges need judging in the plan', async () => {
    const { event, owner } = await buildEventWithOwner(t.db, { archivedAt: new Date() });
    expect((await t.as(owner.id, 'GET', `/partners/events/${event.id}/export.json`)).statusCode).toBe(200);
    const refused = await t.as(owner.id, 'POST', `/partners/events/${event.id}/import`, {
      kind: 'participants',
      csv: 'Email\nsomeone@example.test\n',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('archive.eventReadOnly');

    const planId = await buildPlanWithout(t.db, ['enable_judging']);
    const { event: plain, owner: organiser } = await buildEventWithOwner(t.db, { planId });
    const judges = await t.as(organiser.id, 'POST', `/partners/events/${plain.id}/import`, {
      kind: 'judges',
      csv: 'Email\njudge@example.test\n',
    });
    expect(judges.statusCode).toBe(403);
    expect(judges.json().key).toBe('enable_judging');
  });
});

describe('CSV exports', () => {
  it('exports each list to owners and admins only', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const project = await buildProject(t.db, { eventId: event.id, title: '=cmd|calc' });
    await addTeamMember(t.db, project.id, owner.id, 'Owner');
    const admin = await buildUser(t.db);
    await addEventMember(t.db, event.id, admin.id, 'ss_event_admin');
    const viewer = await buildUser(t.db);
    await addEventMember(t.db, event.id, viewer.id, 'ss_event_viewer');
    for (const list of ['projects', 'participants', 'judges', 'comments', 'votes']) {
      const url = `/partners/events/${event.id}/export/${list}.csv`;
      const response = await t.as(admin.id, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toContain(`${event.slug}-${list}.csv`);
      expect((await t.as(viewer.id, 'GET', url)).statusCode).toBe(403);
      expect((await t.as(null, 'GET', url)).statusCode).toBe(401);
    }
    const participants = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/export/participants.csv`))
      .body;
    expect(participants).toContain(owner.email);
    expect(participants).toContain("'=cmd|calc (Owner)");
    expect((await t.as(owner.id, 'GET', `/partners/events/${event.id}/export/secrets.csv`)).statusCode).toBe(
      400,
    );
  });
});

describe('the whole event as JSON', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await other?.close();
  });

  it('exports an event that imports into another server, and the copy exports the same', async () => {
    const { event, owner } = await buildEventWithOwner(t.db, { venue: 'Town hall', primaryColor: '#112233' });
    await t.db.insert(timelines).values({
      eventId: event.id,
      timelineType: 2,
      description: 'Submissions',
      startAt: new Date('2026-01-01T00:00:00Z'),
      endAt: new Date('2026-02-01T00:00:00Z'),
    });
    const category = await buildCategory(t.db, event.id, 'Green Tech');
    const award = await buildAward(t.db, event.id, { name: 'Best in show', rank: 3 });
    const fields = await addStoryTemplate(t.db, event.id);
    const project = await buildProject(t.db, {
      eventId: event.id,
      title: 'Solar Kettle',
      description: '<p>Boils water.</p>',
      submissionStatus: 'APPROVED',
      links: [{ kind: 'demo', url: 'https://kettle.example.com', label: '' }],
    });
    const mate = await buildUser(t.db);
    await addTeamMember(t.db, project.id, owner.id, 'Owner');
    await addTeamMember(t.db, project.id, mate.id, 'Contributor');
    await linkCategory(t.db, project.id, category.id);
    await t.db.insert(projectAwards).values({ projectId: project.id, awardId: award.id });
    await t.db
      .insert(submissionAnswers)
      .values({ projectId: project.id, fieldId: fields[0]!.id, value: 'Tea.' });
    await t.db
      .insert(eventMemberships)
      .values({ eventId: event.id, userId: mate.id, role: 'ss_event_participant' })
      .onConflictDoNothing();

    const exported = await t.as(owner.id, 'GET', `/partners/events/${event.id}/export.json`);
    expect(exported.statusCode).toBe(200);
    const file = exported.json();
    const text = exported.body;
    for (const secret of ['password', 'token', 'accessCode', 'hash']) expect(text).not.toContain(secret);
    expect(file.projects[0].team).toEqual([
      { email: owner.email, role: 'Owner', title: null },
      { email: mate.email, role: 'Contributor', title: null },
    ]);

    const importer = await buildUser(other.db);
    const slug = `moved-${unique()}`;
    expect((await other.as(null, 'POST', '/partners/events/import.json', { data: file })).statusCode).toBe(
      401,
    );
    expect(
      (
        await other.as(importer.id, 'POST', '/partners/events/import.json', { data: { format: 'other' } })
      ).json().key,
    ).toBe('imports.error.notEventFile');
    const dry = await other.as(importer.id, 'POST', '/partners/events/import.json', { data: file, slug });
    expect(dry.json()).toMatchObject({
      kind: 'event',
      dryRun: true,
      created: 1,
      invitations: 2,
      event: { id: null, slug },
    });
    expect((await other.as(importer.id, 'GET', `/partners/events/${slug}`)).statusCode).toBe(404);
    const real = await other.as(importer.id, 'POST', '/partners/events/import.json', {
      data: file,
      slug,
      dryRun: false,
    });
    expect(real.statusCode).toBe(200);
    const newId = real.json().event.id as number;
    expect(await lastMailTo(other.db, mate.email)).toBeDefined();
    const taken = await other.as(importer.id, 'POST', '/partners/events/import.json', { data: file, slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().key).toBe('imports.error.slugTaken');

    const copy = (await other.as(importer.id, 'GET', `/partners/events/${newId}/export.json`)).json();
    // The copy is the same event: only its address, the moment of export and the people differ (the
    // importer owns the projects; the team is invited, not yet members).
    const comparable = (data: typeof file) => ({
      ...data,
      exportedAt: null,
      event: { ...data.event, slug: null },
      awards: data.awards.map((a: { key: string }) => ({ ...a, key: null })),
      form: data.form.map((f: { key: string }) => ({ ...f, key: null })),
      projects: data.projects.map((p: { answers: Record<string, unknown>; awards: string[] }) => ({
        ...p,
        team: null,
        awards: p.awards.length,
        answers: Object.values(p.answers),
      })),
    });
    expect(comparable(copy)).toEqual(comparable(file));
    const [moved] = await other.db.select().from(projects).where(eq(projects.eventId, newId));
    expect(moved).toMatchObject({ title: 'Solar Kettle', submissionStatus: 'APPROVED', awardRank: 3 });
    const invitations = await other.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.projectId, moved!.id));
    expect(invitations.map((row) => [row.email, row.role]).sort()).toEqual(
      [
        [owner.email, 'CoOwner'],
        [mate.email, 'Contributor'],
      ].sort(),
    );
    expect(
      await other.db.select().from(projectCategories).where(eq(projectCategories.projectId, moved!.id)),
    ).toHaveLength(1);
    // Nothing was written by the dry run or the refused calls beyond the one event.
    expect(await other.db.select().from(mailOutbox).where(eq(mailOutbox.to, mate.email))).toHaveLength(1);
  });

  it('refuses the event export to editors and the import of a broken file', async () => {
    const { event, owner } = await buildEventWithOwner(t.db);
    const editor = await buildUser(t.db);
    await addEventMember(t.db, event.id, editor.id, 'ss_event_editor');
    expect((await t.as(editor.id, 'GET', `/partners/events/${event.id}/export.json`)).statusCode).toBe(403);
    expect((await t.as(null, 'GET', `/partners/events/${event.id}/export.json`)).statusCode).toBe(401);
    const file = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/export.json`)).json();
    const broken = await t.as(owner.id, 'POST', '/partners/events/import.json', {
      data: { ...file, projects: [{ title: 'No fields' }] },
      slug: `broken-${unique()}`,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().key).toBe('imports.error.notEventFile');
    expect(broken.json().message).toContain('projects.0');
    const newer = await t.as(owner.id, 'POST', '/partners/events/import.json', {
      data: { ...file, version: 99 },
    });
    expect(newer.json().key).toBe('imports.error.version');
  });
});
