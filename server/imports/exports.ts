import { stringify } from 'csv-stringify/sync';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { ExportList } from '../../common/imports';
import { JUDGE_ROLE } from '../../common/judging';
import type { Db } from '../db/client';
import {
  awards,
  eventInvitations,
  eventMemberships,
  judges,
  peoplesChoiceVotes,
  projectComments,
  projectMemberships,
  projects,
  users,
} from '../db/schema';
import { exportProjectsCsv } from '../events/export';
import type { EventRow } from '../events/service';
import { csvCell } from '../http/csv';

const csv = (header: string[], rows: (string | number | null)[][]) =>
  stringify([
    header,
    ...rows.map((row) => row.map((value) => (value === null ? '' : csvCell(String(value))))),
  ]);

const iso = (date: Date | null) => date?.toISOString() ?? '';

/** Everyone in the event with a role (staff, participants, judges by role), with their projects' titles. */
async function participantsCsv(db: Db, event: EventRow) {
  const members = await db
    .select({ user: users, role: eventMemberships.role, joined: eventMemberships.createdAt })
    .from(eventMemberships)
    .innerJoin(users, eq(users.id, eventMemberships.userId))
    .where(eq(eventMemberships.eventId, event.id))
    .orderBy(asc(eventMemberships.id));
  const teams = await db
    .select({ userId: projectMemberships.userId, title: projects.title, role: projectMemberships.role })
    .from(projectMemberships)
    .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
    .where(and(eq(projects.eventId, event.id), eq(projects.isTemplate, false)))
    .orderBy(asc(projects.id));
  const pending = await db
    .select()
    .from(eventInvitations)
    .where(and(eq(eventInvitations.eventId, event.id), ne(eventInvitations.role, JUDGE_ROLE)))
    .orderBy(asc(eventInvitations.id));
  return csv(
    ['user_name', 'first_name', 'last_name', 'email', 'role', 'status', 'projects', 'since'],
    [
      ...members.map(({ user, role, joined }) => [
        user.userName,
        user.firstName,
        user.lastName,
        user.email,
        role,
        'member',
        teams
          .filter((team) => team.userId === user.id)
          .map((team) => `${team.title} (${team.role})`)
          .join('; '),
        iso(joined),
      ]),
      ...pending.map((invitation) => [
        invitation.userName ?? '',
        '',
        '',
        invitation.email,
        invitation.role,
        'invited',
        '',
        iso(invitation.createdAt),
      ]),
    ],
  );
}

/** The judge list with its pending invitations. */
async function judgesCsv(db: Db, event: EventRow) {
  const rows = await db
    .select({ judge: judges, user: users })
    .from(judges)
    .innerJoin(users, eq(users.id, judges.userId))
    .where(and(eq(judges.eventId, event.id), ne(judges.status, 'removed')))
    .orderBy(asc(judges.id));
  const pending = await db
    .select()
    .from(eventInvitations)
    .where(and(eq(eventInvitations.eventId, event.id), eq(eventInvitations.role, JUDGE_ROLE)))
    .orderBy(asc(eventInvitations.id));
  return csv(
    ['user_name', 'first_name', 'last_name', 'email', 'status', 'source', 'since'],
    [
      ...rows.map(({ judge, user }) => [
        user.userName,
        user.firstName,
        user.lastName,
        user.email,
        judge.status,
        judge.source,
        iso(judge.createdAt),
      ]),
      ...pending.map((invitation) => [
        invitation.userName ?? '',
        '',
        '',
        invitation.email,
        'invited',
        'invitation',
        iso(invitation.createdAt),
      ]),
    ],
  );
}

/** Every comment on the event's projects, hidden ones marked. */
async function commentsCsv(db: Db, event: EventRow) {
  const rows = await db
    .select({ comment: projectComments, project: projects.title, author: users.userName })
    .from(projectComments)
    .innerJoin(projects, eq(projects.id, projectComments.projectId))
    .innerJoin(users, eq(users.id, projectComments.authorId))
    .where(eq(projects.eventId, event.id))
    .orderBy(asc(projectComments.id));
  return csv(
    ['id', 'project', 'author', 'comment', 'hidden', 'created_at', 'edited_at'],
    rows.map(({ comment, project, author }) => [
      comment.id,
      project,
      author,
      comment.body,
      comment.hiddenAt ? 'yes' : 'no',
      iso(comment.createdAt),
      iso(comment.editedAt),
    ]),
  );
}

/** People's choice: the count of votes each project has for each award (never who voted). */
async function votesCsv(db: Db, event: EventRow) {
  const rows = await db
    .select({ award: awards.name, project: projects.title, votes: count() })
    .from(peoplesChoiceVotes)
    .innerJoin(awards, eq(awards.id, peoplesChoiceVotes.awardId))
    .innerJoin(projects, eq(projects.id, peoplesChoiceVotes.projectId))
    .where(eq(peoplesChoiceVotes.eventId, event.id))
    .groupBy(awards.id, awards.name, projects.id, projects.title)
    .orderBy(asc(awards.id), asc(projects.id));
  return csv(
    ['award', 'project', 'votes'],
    rows.map((row) => [row.award, row.project, row.votes]),
  );
}

export async function exportListCsv(db: Db, event: EventRow, list: ExportList, baseUrl: string) {
  switch (list) {
    case 'projects':
      return exportProjectsCsv(db, event, baseUrl);
    case 'participants':
      return participantsCsv(db, event);
    case 'judges':
      return judgesCsv(db, event);
    case 'comments':
      return commentsCsv(db, event);
    case 'votes':
      return votesCsv(db, event);
  }
}
