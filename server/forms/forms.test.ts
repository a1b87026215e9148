import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMELINE_TYPES } from '../../common/constants';
import { events, timelines, uploadedFiles } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { addTeamMember, buildEventWithOwner, buildProject, buildUser } from '../test/factories';
import { buildPlanWith } from '../test/plan-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const DAY = 86_400_000;

async function eventWithForm(planId: number | null = null) {
  const { event, owner } = await buildEventWithOwner(t.db, planId ? { planId } : {});
  await t.db.insert(timelines).values({
    eventId: event.id,
    timelineType: TIMELINE_TYPES.PROJECT_SUBMISSION,
    startAt: new Date(Date.now() - DAY),
    endAt: new Date(Date.now() + DAY),
  });
  const add = async (field: Record<string, unknown>) => {
    const answer = await t.as(owner.id, 'POST', `/partners/events/${event.id}/submission-fields`, field);
    expect(answer.statusCode, JSON.stringify(answer.json())).toBe(201);
    return answer.json() as { id: number };
  };
  const teamSize = await add({
    type: 'number',
    label: 'Team size',
    required: true,
    isPublic: true,
    position: 1,
  });
  const track = await add({
    type: 'single_choice',
    label: 'Track',
    options: ['Health', 'Climate'],
    required: true,
    position: 2,
  });
  const builtWith = await add({ type: 'built_with', label: 'Built with', isPublic: true, position: 3 });
  const budget = await add({ type: 'short_text', label: 'Budget notes', position: 4 });
  const participant = await buildUser(t.db);
  const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
  await addTeamMember(t.db, project.id, participant.id, 'Owner');
  return { event, owner, participant, project, fields: { teamSize, track, builtWith, budget } };
}

const submit = (userId: number, projectId: number) =>
  t.as(userId, 'PATCH', `/projects/${projectId}/updateProjectStatuses`, { submissionStatus: 'SUBMITTED' });

describe('the custom submission form', () => {
  it('checks required fields on submit, and shows public answers to all, every answer to team and staff', async () => {
    const { event, owner, participant, project, fields } = await eventWithForm();
    const listed = (await t.as(null, 'GET', `/events/${event.slug}/submission-fields`)).json().fields;
    expect(listed.map((f: { label: string }) => f.label)).toEqual([
      'Team size',
      'Track',
      'Built with',
      'Budget notes',
    ]);

    const early = await submit(participant.id, project.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      message: 'Team size is required; Track is required',
      key: 'submissionForm.error.required',
      fields: {
        [fields.teamSize.id]: 'submissionForm.error.required',
        [fields.track.id]: 'submissionForm.error.required',
      },
    });

    const wrong = await t.as(participant.id, 'PUT', `/projects/${project.id}/answers`, {
      answers: { [fields.teamSize.id]: 'many', [fields.track.id]: 'Space' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Team size: enter a number; Track: pick one of the options',
      fields: {
        [fields.teamSize.id]: 'submissionForm.error.number',
        [fields.track.id]: 'submissionForm.error.choice',
      },
    });

    const saved = await t.as(participant.id, 'PUT', `/projects/${project.id}/answers`, {
      answers: {
        [fields.teamSize.id]: '4',
        [fields.track.id]: 'Climate',
        [fields.builtWith.id]: ['React', ' PostgreSQL ', 'React'],
        [fields.budget.id]: 'Spent 20 EUR',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await submit(participant.id, project.id)).statusCode).toBe(200);
    const approve = { submissionStatus: 'APPROVED' };
    expect(
      (await t.as(owner.id, 'PATCH', `/projects/${project.id}/updateProjectStatuses`, approve)).statusCode,
    ).toBe(200);

    // An approved project stays complete: its required answers cannot be cleared, optional ones can.
    const cleared = await t.as(participant.id, 'PUT', `/projects/${project.id}/answers`, {
      answers: { [fields.teamSize.id]: null, [fields.track.id]: '', [fields.budget.id]: null },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toMatchObject({ message: 'Team size is required; Track is required' });
    const optional = await t.as(participant.id, 'PUT', `/projects/${project.id}/answers`, {
      answers: { [fields.budget.id]: null },
    });
    expect(optional.statusCode).toBe(200);
    await t.as(participant.id, 'PUT', `/projects/${project.id}/answers`, {
      answers: { [fields.budget.id]: 'Spent 20 EUR' },
    });

    const forPublic = (await t.as(null, 'GET', `/projects/${project.id}/answers`)).json().answers;
    expect(forPublic).toEqual([
      { fieldId: fields.teamSize.id, label: 'Team size', type: 'number', value: 4, isPublic: true },
      {
        fieldId: fields.builtWith.id,
        label: 'Built with',
        type: 'built_with',
        value: ['React', 'PostgreSQL'],
        isPublic: true,
      },
    ]);
    const forStaff = (await t.as(owner.id, 'GET', `/projects/${project.id}/answers`)).json().answers;
    expect(forStaff.map((a: { label: string }) => a.label)).toEqual([
      'Team size',
      'Track',
      'Built with',
      'Budget notes',
    ]);

    const csv = await t.as(owner.id, 'GET', `/partners/events/${event.id}/export.csv`);
    const [header, row] = csv.body.replace('\uFEFF', '').trim().split('\n');
    expect(header).toContain('Team size,Track,Built with,Budget notes');
    expect(row).toContain('4,Climate,"React, PostgreSQL",Spent 20 EUR');
  });

  it('lets only event editors define fields and only the team answer', async () => {
    const { event, owner, project, fields } = await eventWithForm();
    const stranger = await buildUser(t.db);
    const field = { type: 'checkbox', label: 'Open source' };
    expect(
      (await t.as(null, 'POST', `/partners/events/${event.id}/submission-fields`, field)).statusCode,
    ).toBe(401);
    expect(
      (await t.as(stranger.id, 'POST', `/partners/events/${event.id}/submission-fields`, field)).statusCode,
    ).toBe(403);
    const answer = await t.as(stranger.id, 'PUT', `/projects/${project.id}/answers`, {
      answers: { [fields.teamSize.id]: 3 },
    });
    expect(answer.statusCode).toBe(404);
    const choiceWithoutOptions = await t.as(
      owner.id,
      'POST',
      `/partners/events/${event.id}/submission-fields`,
      {
        type: 'single_choice',
        label: 'Track',
      },
    );
    expect(choiceWithoutOptions.statusCode).toBe(400);
    expect(choiceWithoutOptions.json().message).toContain('A choice field needs at least two options');
  });

  it('is closed on a plan without enable_custom_registration_form, and submitting skips its checks', async () => {
    const withForm = await eventWithForm();
    const plan = await buildPlanWith(t.db, 'enable_live_streams');
    const { event, owner } = await buildEventWithOwner(t.db, { planId: plan.id });
    const participant = await buildUser(t.db);
    const project = await buildProject(t.db, { eventId: event.id, submissionStatus: 'DRAFT' });
    await addTeamMember(t.db, project.id, participant.id, 'Owner');
    for (const [userId, method, url, body] of [
      [null, 'GET', `/events/${event.id}/submission-fields`, undefined],
      [owner.id, 'POST', `/partners/events/${event.id}/submission-fields`, { type: 'checkbox', label: 'x' }],
      [
        owner.id,
        'PUT',
        `/partners/events/${event.id}/submission-fields/${withForm.fields.track.id}`,
        { type: 'checkbox', label: 'x' },
      ],
      [owner.id, 'DELETE', `/partners/events/${event.id}/submission-fields/1`, undefined],
      [participant.id, 'GET', `/projects/${project.id}/answers`, undefined],
      [participant.id, 'PUT', `/projects/${project.id}/answers`, { answers: {} }],
    ] as const) {
      const answer = await t.as(userId, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json()).toEqual({
        message: "This event's plan does not include a custom submission form",
        key: 'enable_custom_registration_form',
      });
    }
  });

  it('is open on a plan with enable_custom_registration_form', async () => {
    const plan = await buildPlanWith(t.db, 'enable_custom_registration_form');
    const { participant, project } = await eventWithForm(plan.id);
    expect((await submit(participant.id, project.id)).json().message).toBe(
      'Team size is required; Track is required',
    );
  });

  it('takes a file field as the link of an upload of this site, nothing else', async () => {
    const { event, owner, participant, project } = await eventWithForm();
    const field = (
      await t.as(owner.id, 'POST', `/partners/events/${event.id}/submission-fields`, {
        type: 'file',
        label: 'Poster',
        isPublic: true,
      })
    ).json();
    const [upload] = await t.db
      .insert(uploadedFiles)
      .values({
        ownerId: participant.id,
        storageKey: 'team-docs/2026-11/poster.pdf',
        link: '/uploads/team-docs/2026-11/poster.pdf',
        contentType: 'application/pdf',
        size: 10,
        directory: 'team-docs',
      })
      .returning();
    const answer = (value: unknown) =>
      t.as(participant.id, 'PUT', `/projects/${project.id}/answers`, { answers: { [field.id]: value } });
    for (const value of ['https://elsewhere.example/poster.pdf', '/uploads/team-docs/2026-11/missing.pdf']) {
      const refused = await answer(value);
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json()).toEqual({
        message: 'Poster: upload a file',
        fields: { [field.id]: 'submissionForm.error.file' },
      });
    }
    const saved = await answer(upload!.link);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().answers).toContainEqual({
      fieldId: field.id,
      label: 'Poster',
      type: 'file',
      value: upload!.link,
      isPublic: true,
    });
  });

  it('shows every answer in the review queue and finds projects by their answers', async () => {
    const { event, owner, participant, project, fields } = await eventWithForm();
    await t.as(participant.id, 'PUT', `/projects/${project.id}/answers`, {
      answers: {
        [fields.teamSize.id]: 3,
        [fields.track.id]: 'Health',
        [fields.builtWith.id]: ['Rust', 'Svelte'],
        [fields.budget.id]: 'Borrowed a soldering iron',
      },
    });
    expect((await submit(participant.id, project.id)).statusCode).toBe(200);
    const queue = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/review`)).json();
    expect(queue.projects[0].answers.map((a: { label: string }) => a.label)).toEqual([
      'Team size',
      'Track',
      'Built with',
      'Budget notes',
    ]);

    await t.as(owner.id, 'PATCH', `/projects/${project.id}/updateProjectStatuses`, {
      submissionStatus: 'APPROVED',
    });
    const found = async (userId: number | null, search: string) =>
      (await t.as(userId, 'GET', `/projects?eventId=${event.id}&search=${encodeURIComponent(search)}`))
        .json()
        .projects.map((p: { id: number }) => p.id);
    // "Built with" is public: anyone finds the project by a technology.
    expect(await found(null, 'svelte')).toEqual([project.id]);
    // The budget notes are not public: only staff find the project by them.
    expect(await found(null, 'soldering')).toEqual([]);
    expect(await found(owner.id, 'soldering')).toEqual([project.id]);
  });

  it('leaves answers out of the review queue and search on a plan without the custom form', async () => {
    const { event, owner, participant, project, fields } = await eventWithForm();
    await t.as(participant.id, 'PUT', `/projects/${project.id}/answers`, {
      answers: { [fields.builtWith.id]: ['Elixir'] },
    });
    const plan = await buildPlanWith(t.db, 'enable_live_streams');
    await t.db.update(events).set({ planId: plan.id }).where(eq(events.id, event.id));
    const queue = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/review?status=DRAFT`)).json();
    expect(queue.projects[0]).not.toHaveProperty('answers');
    const search = await t.as(
      owner.id,
      'GET',
      `/projects?eventId=${event.id}&search=elixir&submissionStatus=DRAFT`,
    );
    expect(search.json().projects).toEqual([]);
  });
});
