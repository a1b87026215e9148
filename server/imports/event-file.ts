import { and, asc, eq, inArray } from 'drizzle-orm';
import { type EventFile, eventFileSchema } from '../../common/event-file';
import {
  EVENT_JSON_FORMAT,
  EVENT_JSON_VERSION,
  type ImportResult,
  type ImportRow,
  type ImportRowError,
} from '../../common/imports';
import { checkAnswer } from '../../common/registration-form';
import { isValidEmail } from '../../common/user-validation';
import { refreshAwardRank } from '../awards/service';
import { sanitizeRichText } from '../content/sanitize';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import {
  awards,
  banners,
  categories,
  faqs,
  projectAwards,
  projectCategories,
  projectMemberships,
  projects,
  resources,
  sponsors,
  submissionAnswers,
  submissionFields,
  timelines,
  users,
} from '../db/schema';
import { AppError } from '../errors';
import { createEvent, slugProblem } from '../events/admin';
import type { EventRow } from '../events/service';
import type { MailMessage } from '../mail/mailer';
import { inviteToTeam } from '../teams/service';
import { importError, rowError } from './errors';
import { type ImportCtx, inImportTransaction } from './run';

/** Paths on this server ("/uploads/…", "/demo-assets/…") become full addresses, so they still show there. */
const absolute = (baseUrl: string) => (link: string | null) =>
  link?.startsWith('/') && !link.startsWith('//') ? `${baseUrl}${link}` : link;

/** GET …/export.json: the whole event, referring to people by e-mail and to its parts by key. */
export async function exportEventFile(db: Db, event: EventRow, baseUrl: string): Promise<EventFile> {
  const abs = absolute(baseUrl);
  const byEvent = <T extends { eventId: unknown }>(table: T) =>
    eq((table as never as typeof timelines).eventId, event.id);
  const [timeline, categoryRows, sponsorRows, awardRows, bannerRows, resourceRows, faqRows, fieldRows] =
    await Promise.all([
      db.select().from(timelines).where(byEvent(timelines)).orderBy(asc(timelines.id)),
      db.select().from(categories).where(byEvent(categories)).orderBy(asc(categories.id)),
      db.select().from(sponsors).where(byEvent(sponsors)).orderBy(asc(sponsors.position), asc(sponsors.id)),
      db.select().from(awards).where(byEvent(awards)).orderBy(asc(awards.id)),
      db.select().from(banners).where(byEvent(banners)).orderBy(asc(banners.position), asc(banners.id)),
      db
        .select()
        .from(resources)
        .where(byEvent(resources))
        .orderBy(asc(resources.position), asc(resources.id)),
      db.select().from(faqs).where(byEvent(faqs)).orderBy(asc(faqs.position), asc(faqs.id)),
      db
        .select()
        .from(submissionFields)
        .where(byEvent(submissionFields))
        .orderBy(asc(submissionFields.position), asc(submissionFields.id)),
    ]);
  const work = await db
    .select()
    .from(projects)
    .where(and(eq(projects.eventId, event.id), eq(projects.isTemplate, false)))
    .orderBy(asc(projects.id));
  const ids = work.map((project) => project.id);
  const [team, projectCategoryRows, projectAwardRows, answers] = ids.length
    ? await Promise.all([
        db
          .select({
            projectId: projectMemberships.projectId,
            role: projectMemberships.role,
            title: projectMemberships.title,
            email: users.email,
          })
          .from(projectMemberships)
          .innerJoin(users, eq(users.id, projectMemberships.userId))
          .where(inArray(projectMemberships.projectId, ids))
          .orderBy(asc(projectMemberships.id)),
        db.select().from(projectCategories).where(inArray(projectCategories.projectId, ids)),
        db.select().from(projectAwards).where(inArray(projectAwards.projectId, ids)),
        db.select().from(submissionAnswers).where(inArray(submissionAnswers.projectId, ids)),
      ])
    : [[], [], [], []];
  const categoryKey = new Map(categoryRows.map((row) => [row.id, row.slug]));
  const sponsorKey = new Map(sponsorRows.map((row) => [row.id, `sponsor-${row.id}`]));
  const awardKey = new Map(awardRows.map((row) => [row.id, `award-${row.id}`]));
  const fieldKey = new Map(fieldRows.map((row) => [row.id, `field-${row.id}`]));
  return {
    format: EVENT_JSON_FORMAT,
    version: EVENT_JSON_VERSION,
    exportedAt: new Date().toISOString(),
    // No access code, plan or archive mark: the code is a secret, the plan belongs to this server.
    event: {
      name: event.name,
      slug: event.slug,
      description: event.description,
      eventImage: abs(event.eventImage),
      eventCode: event.eventCode,
      status: event.status,
      privacy: event.privacy,
      primaryColor: event.primaryColor,
      secondaryColor: event.secondaryColor,
      awardsPublished: event.awardsPublished,
      timeZone: event.timeZone,
      venue: event.venue,
      organiser: event.organiser,
    },
    timeline: timeline.map((row) => ({
      timelineType: row.timelineType,
      description: row.description,
      startAt: row.startAt?.toISOString() ?? null,
      endAt: row.endAt?.toISOString() ?? null,
    })),
    categories: categoryRows.map((row) => ({ key: row.slug, name: row.name })),
    sponsors: sponsorRows.map((row) => ({
      key: sponsorKey.get(row.id)!,
      name: row.name,
      logoUrl: abs(row.logoUrl),
      link: row.link,
      position: row.position,
    })),
    awards: awardRows.map((row) => ({
      key: awardKey.get(row.id)!,
      name: row.name,
      description: row.description,
      rank: row.rank,
      category: row.categoryId ? (categoryKey.get(row.categoryId) ?? null) : null,
      sponsor: row.sponsorId ? (sponsorKey.get(row.sponsorId) ?? null) : null,
    })),
    banners: bannerRows.map((row) => ({
      imageUrl: abs(row.imageUrl)!,
      title: row.title,
      subtitle: row.subtitle,
      position: row.position,
    })),
    resources: resourceRows.map((row) => ({
      title: row.title,
      description: row.description,
      url: abs(row.url)!,
      type: row.type as EventFile['resources'][number]['type'],
      position: row.position,
    })),
    faqs: faqRows.map((row) => ({ question: row.question, answer: row.answer, position: row.position })),
    form: fieldRows.map((row) => ({
      key: fieldKey.get(row.id)!,
      type: row.type,
      label: row.label,
      helpText: row.helpText,
      options: row.options,
      required: row.required,
      isPublic: row.isPublic,
      position: row.position,
    })),
    projects: work.map((project) => ({
      slug: project.slug,
      title: project.title,
      description: project.description,
      status: project.submissionStatus,
      isPrivate: project.isPrivate,
      imageUrl: abs(project.imageUrl),
      videoUrl: abs(project.videoUrl),
      instructionVideo: abs(project.instructionVideo),
      instructionSection: project.instructionSection,
      tableNumber: project.tableNumber,
      media: project.media.map((item) => ({ ...item, url: abs(item.url)! })),
      links: project.links.map((link) => ({ ...link, url: abs(link.url)! })),
      categories: projectCategoryRows
        .filter((row) => row.projectId === project.id)
        .flatMap((row) => categoryKey.get(row.categoryId) ?? []),
      awards: projectAwardRows
        .filter((row) => row.projectId === project.id)
        .flatMap((row) => awardKey.get(row.awardId) ?? []),
      answers: Object.fromEntries(
        answers
          .filter((row) => row.projectId === project.id && fieldKey.has(row.fieldId))
          .map((row) => [fieldKey.get(row.fieldId)!, row.value]),
      ),
      team: team
        .filter((member) => member.projectId === project.id)
        .map((member) => ({ email: member.email, role: member.role, title: member.title })),
    })),
  };
}

/** Reads an uploaded event file, naming what is wrong with one that is not (or not quite) an export. */
export function readEventFile(data: unknown): EventFile {
  const format = (data as { format?: unknown } | null)?.format;
  if (format !== EVENT_JSON_FORMAT)
    throw new AppError('bad_request', ...importError('imports.error.notEventFile'));
  const version = (data as { version?: unknown }).version;
  if (typeof version === 'number' && version > EVENT_JSON_VERSION) {
    throw new AppError('bad_request', ...importError('imports.error.version'));
  }
  const parsed = eventFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [message, key] = importError('imports.error.notEventFile');
    throw new AppError('bad_request', `${message}: ${issue.path.join('.')}: ${issue.message}`, key);
  }
  return parsed.data;
}

/**
 * POST /partners/events/import.json: a new event owned by the caller, with everything the file holds.
 * Projects keep their status and are owned by the caller; each team is invited by e-mail (as
 * co-owners: an invitation never makes an owner), unless `inviteTeams` is off.
 */
export async function importEventFile(
  ctx: ImportCtx,
  viewer: Viewer,
  input: { data: unknown; slug?: string; name?: string; inviteTeams: boolean; dryRun: boolean },
  deliver: (mails: MailMessage[]) => void,
): Promise<ImportResult> {
  const file = readEventFile(input.data);
  const slug = (input.slug?.trim() || file.event.slug).toLowerCase();
  const name = input.name?.trim() || file.event.name;
  const problem = await slugProblem(ctx.db, slug);
  if (problem === 'taken') {
    const [message, key] = importError('imports.error.slugTaken');
    throw new AppError('conflict', message, key, { slug: key });
  }
  const [importer] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, viewer.id));
  const work = async (tx: ImportCtx) => {
    const { db } = tx;
    const event = await createEvent(db, viewer, {
      ...file.event,
      name,
      slug,
      description: file.event.description === null ? null : sanitizeRichText(file.event.description),
    });
    const eventId = event.id;
    if (file.timeline.length) {
      await db.insert(timelines).values(
        file.timeline.map((row) => ({
          eventId,
          timelineType: row.timelineType,
          description: row.description,
          startAt: row.startAt ? new Date(row.startAt) : null,
          endAt: row.endAt ? new Date(row.endAt) : null,
        })),
      );
    }
    const categoryIds = new Map<string, number>();
    for (const category of file.categories) {
      const [row] = await db
        .insert(categories)
        .values({ eventId, name: category.name, slug: category.key })
        .onConflictDoNothing()
        .returning();
      if (row) categoryIds.set(category.key, row.id);
    }
    const sponsorIds = new Map<string, number>();
    for (const sponsor of file.sponsors) {
      const [row] = await db
        .insert(sponsors)
        .values({
          eventId,
          name: sponsor.name,
          logoUrl: sponsor.logoUrl ?? null,
          link: sponsor.link ?? null,
          position: sponsor.position,
        })
        .returning();
      sponsorIds.set(sponsor.key, row!.id);
    }
    const awardIds = new Map<string, number>();
    for (const award of file.awards) {
      const [row] = await db
        .insert(awards)
        .values({
          eventId,
          name: award.name,
          description: award.description,
          rank: award.rank,
          categoryId: award.category ? (categoryIds.get(award.category) ?? null) : null,
          sponsorId: award.sponsor ? (sponsorIds.get(award.sponsor) ?? null) : null,
        })
        .returning();
      awardIds.set(award.key, row!.id);
    }
    if (file.banners.length)
      await db.insert(banners).values(file.banners.map((row) => ({ ...row, eventId })));
    if (file.resources.length)
      await db.insert(resources).values(file.resources.map((row) => ({ ...row, eventId })));
    if (file.faqs.length) await db.insert(faqs).values(file.faqs.map((row) => ({ ...row, eventId })));
    const fields = new Map<string, typeof submissionFields.$inferSelect>();
    for (const field of file.form) {
      const { key, ...values } = field;
      const [row] = await db
        .insert(submissionFields)
        .values({ ...values, eventId })
        .returning();
      fields.set(key, row!);
    }

    const rows: ImportRow[] = [];
    const slugs = new Set<string>();
    for (const [index, project] of file.projects.entries()) {
      const errors: ImportRowError[] = [];
      const emails = project.team.filter(
        (member) => member.email.toLowerCase() !== (importer?.email ?? '').toLowerCase(),
      );
      for (const member of emails) {
        if (!isValidEmail(member.email))
          errors.push(
            rowError(
              'team',
              'imports.error.email',
              `Please enter a valid email address: ${member.email.slice(0, 80)}`,
            ),
          );
      }
      const answers: { fieldId: number; value: (typeof submissionAnswers.$inferInsert)['value'] }[] = [];
      for (const [key, value] of Object.entries(project.answers)) {
        const field = fields.get(key);
        const checked = field ? checkAnswer(field, value) : null;
        if (!field || !checked || 'error' in checked) {
          // A file answer points at the old server: kept out rather than refusing the whole project.
          if (field?.type === 'file') continue;
          errors.push(rowError(field?.label ?? key, 'imports.error.answer'));
        } else answers.push({ fieldId: field.id, value: checked.value });
      }
      let slug = project.slug || `project-${index + 1}`;
      while (slugs.has(slug)) slug = `${slug}-${index + 1}`;
      slugs.add(slug);
      const row: ImportRow = {
        row: index + 1,
        label: project.title || slug,
        action: errors.length ? 'skip' : 'create',
        errors,
        invitations: [],
      };
      rows.push(row);
      if (errors.length) continue;
      const [created] = await db
        .insert(projects)
        .values({
          eventId,
          slug,
          title: project.title,
          description: sanitizeRichText(project.description),
          submissionStatus: project.status,
          isPrivate: project.isPrivate,
          imageUrl: project.imageUrl,
          videoUrl: project.videoUrl,
          instructionVideo: project.instructionVideo,
          instructionSection:
            project.instructionSection === null ? null : sanitizeRichText(project.instructionSection),
          tableNumber: project.tableNumber,
          media: project.media,
          links: project.links,
        })
        .returning();
      const projectId = created!.id;
      await db.insert(projectMemberships).values({ projectId, userId: viewer.id, role: 'Owner' });
      const categoryRows = [...new Set(project.categories)].flatMap((key) => {
        const id = categoryIds.get(key);
        return id ? [{ projectId, categoryId: id }] : [];
      });
      if (categoryRows.length) await db.insert(projectCategories).values(categoryRows);
      const awardRows = [...new Set(project.awards)].flatMap((key) => {
        const id = awardIds.get(key);
        return id ? [{ projectId, awardId: id }] : [];
      });
      if (awardRows.length) {
        await db.insert(projectAwards).values(awardRows);
        await refreshAwardRank(db, [projectId]);
      }
      if (answers.length)
        await db.insert(submissionAnswers).values(answers.map((answer) => ({ ...answer, projectId })));
      if (input.inviteTeams && emails.length) {
        await inviteToTeam(
          tx,
          {
            project: created!,
            event,
            actor: {
              viewer,
              role: 'ss_event_owner',
              hasPreview: false,
              hasAccessPass: false,
              teamRole: 'Owner',
            },
          },
          viewer,
          emails.map((member) => ({
            email: member.email,
            role: member.role === 'Owner' ? ('CoOwner' as const) : member.role,
          })),
        );
        row.invitations = emails.map((member) => member.email);
      }
    }
    return { event, rows };
  };
  const { event, rows } = await inImportTransaction(ctx, input.dryRun, work, deliver);
  const created = rows.filter((row) => row.action === 'create');
  return {
    kind: 'event',
    dryRun: input.dryRun,
    created: created.length,
    skipped: rows.length - created.length,
    invitations: created.reduce((sum, row) => sum + row.invitations.length, 0),
    rows,
    event: { id: input.dryRun ? null : event.id, slug: event.slug, name: event.name },
    counts: {
      timeline: file.timeline.length,
      categories: file.categories.length,
      sponsors: file.sponsors.length,
      awards: file.awards.length,
      banners: file.banners.length,
      resources: file.resources.length,
      faqs: file.faqs.length,
      form: file.form.length,
      projects: created.length,
    },
  };
}
