import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { DEMO_EVENT_SLUG, EVENT_FEATURE_CODES, TIMELINE_TYPES } from '../../common/constants';
import { slugify } from '../../common/slug';
import { hashPassword } from '../auth/passwords';
import { assignAward } from '../awards/service';
import { DEMO_CATEGORIES, DEMO_IDEAS, DEMO_SPONSORS, storyOf } from '../demo/catalogue';
import type { Db } from './client';
import * as t from './schema';
import { seedJudging } from './seed-judging';
import { demoPageOf, demoRolesOf, seedProjectPages } from './seed-pages';
import { seedRegistrationDemo } from './seed-registration';
import { seedTeamFinder } from './seed-team-finder';
import { seedPeoplesChoice } from './seed-voting';
import { seedWebhooks } from './seed-webhooks';

const DAY = 24 * 60 * 60 * 1000;

const PEOPLE = [
  ['ada', 'Ada', 'Lovelace'],
  ['grace', 'Grace', 'Hopper'],
  ['alan', 'Alan', 'Turing'],
  ['katherine', 'Katherine', 'Johnson'],
  ['linus', 'Linus', 'Torvalds'],
  ['margaret', 'Margaret', 'Hamilton'],
  ['tim', 'Tim', 'Berners-Lee'],
  ['radia', 'Radia', 'Perlman'],
] as const;

const MASTER_TEMPLATES = [
  {
    title: 'Science fair project',
    description:
      '<h2>The question</h2><p>What did you want to find out?</p><h2>How we tested it</h2><p>Materials, steps and measurements.</p><h2>What we found</h2><p>Results, and what they mean.</p>',
    instructionSection:
      '<p>Answer the three parts in your own words, add a clear cover photo of your set-up, and link a short video if you have one.</p>',
  },
  {
    title: 'Hackathon project',
    description:
      '<h2>The problem</h2><p>Who has it, and why it matters.</p><h2>What we built</h2><p>How it works and what it is made with.</p><h2>What is next</h2><p>What you would do with another week.</p>',
    instructionSection: '<p>Add a screenshot as the cover image and a link to a two-minute demo video.</p>',
  },
];

/** Every demo account logs in with this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Showcase1!';

/** Seeds the published public `demo` event: everything a visitor can browse on the first start. */
export async function seedDemo(db: Db, now = new Date()): Promise<{ eventId: number }> {
  // Hashed once for all demo people: argon2 is deliberately slow.
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(t.plans)
      .values({ code: 'demo', name: 'Demo (everything included)' })
      .returning();
    await tx.insert(t.planFeatures).values(
      EVENT_FEATURE_CODES.map((code, priority) => ({
        planId: plan!.id,
        code,
        priority,
        enabled: true,
        limit: code === 'number_of_approved_projects' ? 500 : code === 'number_of_admin_seats' ? 10 : null,
      })),
    );

    const passwordHash = demoPasswordHash;
    const people = await tx
      .insert(t.users)
      .values(
        PEOPLE.map(([userName, firstName, lastName]) => ({
          userName,
          firstName,
          lastName,
          email: `${userName}@demo.showcase.test`,
          isVerified: true,
          passwordHash,
        })),
      )
      .returning();
    const [organiser] = await tx
      .insert(t.users)
      .values({
        userName: 'organiser',
        firstName: 'Olive',
        lastName: 'Organiser',
        email: 'organiser@demo.showcase.test',
        isVerified: true,
        passwordHash,
      })
      .returning();

    const [event] = await tx
      .insert(t.events)
      .values({
        slug: DEMO_EVENT_SLUG,
        name: 'Showcase Demo Fair',
        description:
          'A science and technology fair for young makers. Browse the projects, meet the teams and vote ' +
          'for your favourites while the showcase is open.',
        eventImage: '/demo-assets/project/demo-event.svg',
        eventCode: 'DEMO2026',
        status: 'Published',
        privacy: 'PUBLIC',
        primaryColor: '#4f46e5',
        secondaryColor: '#0ea5e9',
        awardsPublished: true,
        planId: plan!.id,
      })
      .returning();
    const eventId = event!.id;

    await tx
      .insert(t.eventMemberships)
      .values([
        { eventId, userId: organiser!.id, role: 'ss_event_owner' },
        ...people.map((person) => ({ eventId, userId: person.id, role: 'ss_event_participant' as const })),
      ]);

    // Whole hours on different days, as an organiser would set them (UTC; the event has no zone of its own).
    const day = (offset: number, hour: number, minute = 0) => {
      const date = new Date(now.getTime() + offset * DAY);
      date.setUTCHours(hour, minute, 0, 0);
      return date;
    };
    await tx.insert(t.timelines).values([
      {
        eventId,
        timelineType: TIMELINE_TYPES.STUDENT_REGISTRATION,
        description: 'Teams register for the fair: one to four students and a teacher who vouches for them.',
        startAt: day(-30, 8),
        endAt: day(5, 17),
      },
      {
        eventId,
        timelineType: TIMELINE_TYPES.PROJECT_SUBMISSION,
        description: 'Teams submit their projects with a picture, a description and a short video.',
        startAt: day(-14, 9),
        endAt: day(7, 23, 59),
      },
      {
        eventId,
        timelineType: TIMELINE_TYPES.PUBLIC,
        description: "The public gallery is open: browse, like, and vote for the People's Choice.",
        startAt: day(-2, 18),
        endAt: day(30, 18),
      },
      {
        eventId,
        timelineType: TIMELINE_TYPES.CUSTOM,
        description: 'Opening evening in the school hall: teams meet their mentors.',
        startAt: day(-20, 18),
        endAt: day(-20, 20, 30),
      },
      {
        eventId,
        timelineType: TIMELINE_TYPES.CUSTOM,
        description: 'Expo day: every team at its table, judges walk the floor from 10:00.',
        startAt: day(2, 9, 30),
        endAt: day(2, 16),
      },
    ]);

    await tx.insert(t.banners).values({
      eventId,
      imageUrl: '/demo-assets/banner/demo-fair.svg',
      title: 'Showcase Demo Fair 2026',
      subtitle: 'Thirty projects from young makers: browse, like and share.',
    });

    const sponsorRows = await tx
      .insert(t.sponsors)
      .values(
        DEMO_SPONSORS.map(({ name }, position) => ({
          eventId,
          name,
          logoUrl: `/demo-assets/logo/${slugify(name)}.svg`,
          link: `https://example.com/${slugify(name)}`,
          position,
        })),
      )
      .returning();

    const categoryRows = await tx
      .insert(t.categories)
      .values(DEMO_CATEGORIES.map((name) => ({ eventId, name, slug: slugify(name) })))
      .returning();

    await tx.insert(t.faqs).values(
      [
        ['Who can take part?', 'Any student team of one to four people registered for the fair.'],
        ['How are projects judged?', 'Judges score originality, impact, execution and presentation.'],
        [
          'Can I change my project after submitting?',
          'Yes, until the submission deadline shown in the agenda.',
        ],
        [
          'How do I vote?',
          "Log in and press Vote on your favourite projects while the showcase is open: two for the People's Choice and two for the best game. You can move a vote until voting closes; likes are just for fun.",
        ],
      ].map(([question, answer], position) => ({ eventId, question: question!, answer: answer!, position })),
    );

    await tx.insert(t.resources).values(
      [
        [
          'Participant handbook',
          'Rules, timeline and tips for a great project page.',
          'https://example.com/handbook',
        ],
        ['Judging rubric', 'How the judges score each project.', 'https://example.com/rubric'],
        ['Video tips', 'Record a clear two-minute demo with your phone.', 'https://example.com/video-tips'],
      ].map(([title, description, url], position) => ({
        eventId,
        title: title!,
        description: description!,
        url: url!,
        type: 'link',
        position,
      })),
    );

    const approvedCount = 30;
    const projectRows = await tx
      .insert(t.projects)
      .values(
        DEMO_IDEAS.map(({ title, summary }, index) => ({
          eventId,
          slug: slugify(title),
          title,
          // Two paragraphs of the team's own: what it is, and what happened when they tried it.
          description: `${summary}\n\n${storyOf(title).pitch}`,
          ...demoPageOf(title, index),
          imageUrl: `/demo-assets/project/${slugify(title)}.svg`,
          submissionStatus:
            index < approvedCount
              ? ('APPROVED' as const)
              : index % 2
                ? ('DRAFT' as const)
                : ('SUBMITTED' as const),
          // Open films stand in for the teams' demo videos.
          videoUrl:
            index % 10 === 0
              ? 'https://vimeo.com/76979871'
              : index % 5 === 0
                ? 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
                : null,
          likesCount: 0,
          // Started over the last three weeks, in catalogue order, so the console's charts have a history.
          createdAt: new Date(now.getTime() - (DEMO_IDEAS.length - index) * 16 * 60 * 60 * 1000),
        })),
      )
      .returning();

    const teams = projectRows.flatMap((project, index) => {
      const owner = people[index % people.length]!;
      const teammate = people[(index + 3) % people.length]!;
      const [ownerTitle, teammateTitle] = demoRolesOf(project.title);
      return [
        { projectId: project.id, userId: owner.id, role: 'Owner' as const, title: ownerTitle },
        { projectId: project.id, userId: teammate.id, role: 'Contributor' as const, title: teammateTitle },
      ];
    });
    await tx.insert(t.projectMemberships).values(teams);
    const categoryLinks = await tx
      .insert(t.projectCategories)
      .values(
        projectRows.flatMap((project, index) =>
          DEMO_IDEAS[index]!.categories.map((name) => ({
            projectId: project.id,
            categoryId: categoryRows.find((category) => category.name === name)!.id,
          })),
        ),
      )
      .returning();

    await seedProjectPages(tx, { eventId, projects: projectRows, people, now });

    // Likes from the demo people, so counts differ between projects.
    const likes = projectRows.slice(0, approvedCount).flatMap((project, index) =>
      people.slice(0, (index * 7) % people.length).map((person, order) => ({
        projectId: project.id,
        userId: person.id,
        // Spread after the project started, never in the future.
        createdAt: new Date(
          Math.min(now.getTime(), project.createdAt.getTime() + (order + 1) * 7 * 60 * 60 * 1000),
        ),
      })),
    );
    if (likes.length) await tx.insert(t.projectLikes).values(likes);
    await tx.execute(
      sql`update ${t.projects} set likes_count = (select count(*) from ${t.projectLikes} where ${t.projectLikes.projectId} = ${t.projects.id}) where ${t.projects.eventId} = ${eventId}`,
    );

    // Page views every day since each project started, uneven but repeatable, so the overview's views
    // chart has a history (rows are per project and UTC day, as the view counter writes them).
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const views = projectRows.slice(0, approvedCount).flatMap((project, index) => {
      const started = Math.floor(project.createdAt.getTime() / DAY) * DAY;
      return Array.from({ length: Math.round((today - started) / DAY) + 1 }, (_, age) => ({
        projectId: project.id,
        day: new Date(started + age * DAY).toISOString().slice(0, 10),
        count: 1 + ((index * 7 + age * 5) % 11),
      }));
    });
    if (views.length) await tx.insert(t.projectViews).values(views);

    await seedJudging(tx, {
      eventId,
      projectIds: projectRows.slice(0, approvedCount).map((project) => project.id),
      passwordHash,
      now,
    });

    const awardRows = await tx
      .insert(t.awards)
      .values([
        { eventId, name: 'Grand Prize', description: 'The best project of the fair.', rank: 30 },
        { eventId, name: 'Audience Favourite', description: 'Most loved by visitors.', rank: 20 },
        {
          eventId,
          name: 'Clean Energy Award',
          description: 'For the project that saves, stores or makes the most clean energy.',
          rank: 10,
          categoryId: categoryRows[0]!.id,
          sponsorId: sponsorRows[1]!.id,
        },
      ])
      .returning();
    const [grand, audience, energy] = awardRows;
    await assignAward(tx, grand!.id, [projectRows[12]!.id]);
    await assignAward(tx, audience!.id, [projectRows[3]!.id]);
    await assignAward(tx, energy!.id, [projectRows[0]!.id, projectRows[10]!.id]);
    const games = categoryRows[3]!;
    await seedPeoplesChoice(tx, {
      eventId,
      people,
      projects: projectRows,
      teams,
      gamesCategoryId: games.id,
      gamesProjectIds: categoryLinks
        .filter((link) => link.categoryId === games.id)
        .map((link) => link.projectId)
        .filter((id) => projectRows.find((project) => project.id === id)?.submissionStatus === 'APPROVED'),
    });

    // Master templates any organiser can clone, and the demo's published event template, which new
    // participant projects start from.
    const templates = await tx
      .insert(t.projects)
      .values(
        MASTER_TEMPLATES.map((template, index) => ({
          slug: `master-template-${index + 1}`,
          isTemplate: true,
          isPrivate: true,
          ...template,
        })),
      )
      .returning();
    const [eventTemplateProject] = await tx
      .insert(t.projects)
      .values({
        eventId,
        slug: 'demo-project-template',
        isTemplate: true,
        isPrivate: true,
        title: '',
        description: templates[0]!.description,
        instructionSection: templates[0]!.instructionSection,
      })
      .returning();
    await tx
      .insert(t.eventTemplates)
      .values({ eventId, projectId: eventTemplateProject!.id, status: 'Published' });
    await seedWebhooks(tx, {
      eventId,
      eventName: 'Showcase Demo Fair',
      ownerId: organiser!.id,
      projects: projectRows,
      now,
    });
    await seedTeamFinder(tx, { eventId, passwordHash, lookingProjectId: projectRows[1]!.id, now });
    await seedRegistrationDemo(tx, { planId: plan!.id, organiserId: organiser!.id, people, passwordHash });
    return { eventId };
  });
}

/** Empties every table (keeping the migrations) so `npm run seed` starts from a fresh database. */
export async function truncateAll(db: Db): Promise<void> {
  const tables = (Object.values(t) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const names = tables.map((table) => sql.identifier(getTableName(table)));
  await db.execute(sql`truncate ${sql.join(names, sql`, `)} restart identity cascade`);
}
