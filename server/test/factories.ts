import { randomBytes } from 'node:crypto';
import type { EventRole, TeamRole } from '../../common/constants';
import type { Db } from '../db/client';
import * as t from '../db/schema';

const unique = () => randomBytes(4).toString('hex');

/** Factories create what they need (Outline style): each test makes its own data. */
export async function buildUser(db: Db, overrides: Partial<typeof t.users.$inferInsert> = {}) {
  const id = unique();
  const [user] = await db
    .insert(t.users)
    .values({
      userName: `user${id}`,
      email: `user${id}@example.test`,
      firstName: 'Test',
      lastName: `User ${id}`,
      isVerified: true,
      ...overrides,
    })
    .returning();
  return user!;
}

export async function buildEvent(db: Db, overrides: Partial<typeof t.events.$inferInsert> = {}) {
  const [event] = await db
    .insert(t.events)
    .values({
      slug: `event-${unique()}`,
      name: 'Test Event',
      status: 'Published',
      privacy: 'PUBLIC',
      ...overrides,
    })
    .returning();
  return event!;
}

export async function addEventMember(db: Db, eventId: number, userId: number, role: EventRole) {
  await db.insert(t.eventMemberships).values({ eventId, userId, role });
}

export async function buildProject(db: Db, overrides: Partial<typeof t.projects.$inferInsert> = {}) {
  const eventId = overrides.eventId ?? (await buildEvent(db)).id;
  const id = unique();
  const [project] = await db
    .insert(t.projects)
    .values({
      slug: `project-${id}`,
      title: `Project ${id}`,
      description: 'A test project.',
      imageUrl: '/demo-assets/project/test.svg',
      submissionStatus: 'APPROVED',
      ...overrides,
      eventId,
    })
    .returning();
  return project!;
}

export async function addTeamMember(db: Db, projectId: number, userId: number, role: TeamRole = 'Owner') {
  await db.insert(t.projectMemberships).values({ projectId, userId, role });
}

export async function buildCategory(db: Db, eventId: number, name: string) {
  const [category] = await db
    .insert(t.categories)
    .values({ eventId, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') })
    .returning();
  return category!;
}

export async function linkCategory(db: Db, projectId: number, categoryId: number) {
  await db.insert(t.projectCategories).values({ projectId, categoryId });
}

/** A published event and the user who owns it. */
export async function buildEventWithOwner(db: Db, overrides: Partial<typeof t.events.$inferInsert> = {}) {
  const event = await buildEvent(db, overrides);
  const owner = await buildUser(db);
  await addEventMember(db, event.id, owner.id, 'ss_event_owner');
  return { event, owner };
}

/** An active judge of an event (on the judge list, with the judge role unless they hold another). */
export async function buildJudge(db: Db, eventId: number, user?: typeof t.users.$inferSelect) {
  const account = user ?? (await buildUser(db));
  const [judge] = await db
    .insert(t.judges)
    .values({ eventId, userId: account.id, status: 'active', source: 'invitation', acceptedAt: new Date() })
    .returning();
  await db
    .insert(t.eventMemberships)
    .values({ eventId, userId: account.id, role: 'ss_event_judge' })
    .onConflictDoNothing();
  return { judge: judge!, user: account };
}

/** Criteria of the event's general rubric (or a category's), in order. */
export async function buildCriteria(
  db: Db,
  eventId: number,
  criteria: { name: string; weight?: number; min?: number; max?: number }[],
  categoryId: number | null = null,
) {
  return db
    .insert(t.judgingCriteria)
    .values(
      criteria.map((criterion, position) => ({
        eventId,
        categoryId,
        name: criterion.name,
        weight: criterion.weight ?? 1,
        scaleMin: criterion.min ?? 1,
        scaleMax: criterion.max ?? 5,
        position,
      })),
    )
    .returning();
}

/** A judging round of the event, open by hand unless told otherwise. */
export async function buildRound(
  db: Db,
  eventId: number,
  overrides: Partial<typeof t.judgingRounds.$inferInsert> = {},
) {
  const [round] = await db
    .insert(t.judgingRounds)
    .values({
      eventId,
      name: 'Round 1',
      mode: 'rubric',
      projectSet: 'approved',
      targetLooks: 3,
      status: 'open',
      seed: 12345,
      ...overrides,
    })
    .returning();
  return round!;
}
