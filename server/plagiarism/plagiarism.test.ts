import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app';
import { addEventMember, addTeamMember, buildEvent, buildProject, buildUser } from '../test/factories';

const t = testAppForFile();

const ORIGINAL =
  '<p>Our water sensor floats on the river and measures nitrate levels every hour, then sends readings over LoRa to the school.</p>';

describe('GET /api-v2/project-plagiarism/:projectId', () => {
  it('shows event staff the closest other projects of the event, best first', async () => {
    const event = await buildEvent(t.db);
    const reviewer = await buildUser(t.db);
    await addEventMember(t.db, event.id, reviewer.id, 'ss_event_viewer');
    const checked = await buildProject(t.db, {
      eventId: event.id,
      submissionStatus: 'SUBMITTED',
      description: ORIGINAL,
    });
    const copy = await buildProject(t.db, {
      eventId: event.id,
      description: `<p>Intro.</p>${ORIGINAL}<p>Plus a dashboard.</p>`,
    });
    const partial = await buildProject(t.db, {
      eventId: event.id,
      description: '<p>A sensor that measures nitrate levels every hour in the lake.</p>',
    });
    await buildProject(t.db, { eventId: event.id, description: '<p>A card game about planets.</p>' });
    await buildProject(t.db, { description: ORIGINAL });

    const response = await t.as(reviewer.id, 'GET', `/project-plagiarism/${checked.id}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.comparedWith).toBe(3);
    expect(report.matches.map((m: { projectId: number }) => m.projectId)).toEqual([copy.id, partial.id]);
    expect(report.matches[0].score).toBeGreaterThan(0.8);
    expect(report.matches[1].score).toBeLessThan(0.5);
    expect(report.score).toBe(report.matches[0].score);
  });

  it('is for event staff only', async () => {
    const owner = await buildUser(t.db);
    const project = await buildProject(t.db, { submissionStatus: 'SUBMITTED' });
    await addTeamMember(t.db, project.id, owner.id, 'Owner');
    expect((await t.as(owner.id, 'GET', `/project-plagiarism/${project.id}`)).statusCode).toBe(403);
    expect((await t.as(null, 'GET', `/project-plagiarism/${project.id}`)).statusCode).toBe(404);
    expect((await t.as(null, 'GET', '/project-plagiarism/abc')).statusCode).toBe(400);
  });
});
