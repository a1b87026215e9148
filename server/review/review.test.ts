import { describe, expect, it } from 'vitest';
import { lastMailTo, testAppForFile } from '../test/app';
import { addTeamMember, buildEventWithOwner, buildProject, buildUser } from '../test/factories';

const t = testAppForFile();

const eventWithOwner = (overrides = {}) => buildEventWithOwner(t.db, overrides);

describe('review queue', () => {
  it('lists submissions with plagiarism scores and counts, and decides in bulk with a mailed message', async () => {
    const { event, owner } = await eventWithOwner();
    const member = await buildUser(t.db);
    const text = '<p>A floating sensor that measures river nitrate levels every hour for the school lab.</p>';
    const original = await buildProject(t.db, { eventId: event.id, description: text });
    const copy = await buildProject(t.db, {
      eventId: event.id,
      submissionStatus: 'SUBMITTED',
      description: text,
    });
    const fresh = await buildProject(t.db, {
      eventId: event.id,
      submissionStatus: 'SUBMITTED',
      description: '<p>A card game about planets.</p>',
    });
    await addTeamMember(t.db, copy.id, member.id, 'Owner');
    const queue = (await t.as(owner.id, 'GET', `/partners/events/${event.id}/review`)).json();
    expect(queue.counts).toEqual({ DRAFT: 0, SUBMITTED: 2, APPROVED: 1, DECLINED: 0 });
    // The copied description dominates; only the (different) titles keep the score below 1.
    const scores = queue.projects.map((p: { id: number; plagiarismScore: number }) => [
      p.id,
      p.plagiarismScore,
    ]);
    expect(scores.map(([id]: number[]) => id)).toEqual([copy.id, fresh.id]);
    expect(scores[0][1]).toBeGreaterThan(0.8);
    expect(scores[1][1]).toBe(0);

    const decided = await t.as(owner.id, 'POST', `/partners/events/${event.id}/review`, {
      projectIds: [copy.id, fresh.id, original.id, 999999],
      submissionStatus: 'DECLINED',
      message: 'This repeats another entry.',
    });
    expect(decided.json().results).toEqual([
      { projectId: copy.id, ok: true, submissionStatus: 'DECLINED', message: null },
      { projectId: fresh.id, ok: true, submissionStatus: 'DECLINED', message: null },
      { projectId: original.id, ok: true, submissionStatus: 'DECLINED', message: null },
      { projectId: 999999, ok: false, submissionStatus: null, message: 'Project not found in this event' },
    ]);
    const mail = await lastMailTo(t.db, member.email);
    expect(mail?.subject).toContain('was declined');
    expect(mail?.text).toContain('This repeats another entry.');
    const again = await t.as(owner.id, 'POST', `/partners/events/${event.id}/review`, {
      projectIds: [copy.id],
      submissionStatus: 'DECLINED',
    });
    expect(again.json().results[0]).toMatchObject({ ok: false, message: 'The project is already DECLINED' });
  });
});
