import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../db/schema';
import { testAppForFile } from '../test/app';
import { buildEventWithOwner, buildProject, buildUser } from '../test/factories';

const t = testAppForFile();

const eventWithOwner = (overrides = {}) => buildEventWithOwner(t.db, overrides);

describe('templates and the clone flow', () => {
  it('clones a master template into the event as a Draft event template, then publishes it', async () => {
    const { event, owner } = await eventWithOwner();
    const master = await buildProject(t.db, {
      isTemplate: true,
      submissionStatus: 'DRAFT',
      instructionSection: 'Steps',
    });
    await t.db.update(projects).set({ eventId: null }).where(eq(projects.id, master.id));
    const masters = await t.as(owner.id, 'GET', '/partners/events/master-templates?limit=10&offset=0');
    expect(masters.json().projects.map((p: { id: number }) => p.id)).toContain(master.id);

    const invalid = await t.as(owner.id, 'POST', `/partners/events/${event.id}/templates/clone`, {});
    expect(invalid.json().message).toBe('event id or template id not valid');
    const cloned = await t.as(owner.id, 'POST', `/partners/events/${event.id}/templates/clone`, {
      templateId: master.id,
    });
    expect(cloned.statusCode).toBe(200);
    const { eventTemplate, project } = cloned.json();
    expect(eventTemplate).toMatchObject({ status: 'Draft', eventId: event.id, projectId: project.id });
    expect(project).toMatchObject({ isTemplate: true, instruction_section: 'Steps', eventId: event.id });

    const listed = await t.as(owner.id, 'GET', `/partners/events/templates?eventId=${event.id}&status=Draft`);
    expect(listed.json().eventTemplates).toHaveLength(1);
    const published = await t.as(owner.id, 'PATCH', `/partners/events/template/${eventTemplate.id}`, {
      status: 'Published',
    });
    expect(published.json().status).toBe('Published');

    // Participants now start from it.
    const participant = await buildUser(t.db);
    const started = await t.as(participant.id, 'POST', '/projects', { eventId: event.id });
    expect(started.json().instruction_section).toBe('Steps');

    const bad = await t.as(owner.id, 'POST', '/partners/events/template', {
      eventId: event.id,
      projectId: master.id,
    });
    expect(bad.json().message).toBe('event id or template id not valid');
    expect((await t.as(owner.id, 'DELETE', `/partners/events/template/${eventTemplate.id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await t.as(participant.id, 'GET', `/partners/events/templates?eventId=${event.id}`)).statusCode,
    ).toBe(403);
  });
});
