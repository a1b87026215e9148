import type { Project } from '../../common/api';
import type { projects } from '../db/schema';
import { presentPublicUser } from '../users/presenter';
import type { ProjectRelations } from './relations';

export type ProjectRow = typeof projects.$inferSelect;

export function presentProject(row: ProjectRow, relations: ProjectRelations): Project {
  return {
    id: row.id,
    slug: row.slug,
    eventId: row.eventId ?? 0,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    submissionStatus: row.submissionStatus,
    project_status: row.submissionStatus,
    isTemplate: row.isTemplate,
    metadataLikes: row.likesCount,
    video_url: row.videoUrl,
    instruction_video: row.instructionVideo,
    instruction_section: row.instructionSection,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    media: row.media,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    awards: relations.awards ? (relations.awards.get(row.id) ?? []) : undefined,
    categories: relations.categories ? (relations.categories.get(row.id) ?? []) : undefined,
    memberships: relations.memberships
      ? (relations.memberships.get(row.id) ?? []).map((m) => ({
          role: m.role,
          userId: m.userId,
          title: m.title,
          user: m.user ? presentPublicUser(m.user) : undefined,
        }))
      : undefined,
  };
}
