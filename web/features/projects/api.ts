import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LikeState } from '../../../common/api';
import type { ProjectStatus, TeamRole } from '../../../common/constants';
import { PAGE_SIZES } from '../../../common/constants';
import type { BodyOf } from '../../../common/contract/endpoint';
import type { teamsContract } from '../../../common/contract/teams';
import type { USER_FILTER_BY } from '../../../common/contract/users';
import type { ProjectPageContent } from '../../../common/project-page';
import type { ProjectUpdateField } from '../../../common/projects';
import type { Post } from '../../../common/schemas/posts';
import type { InvitationOffer, Team, TeamInvitation, TeamMembership } from '../../../common/schemas/teams';
import {
  categoriesApi,
  likesApi,
  postsApi,
  projectReadsApi,
  projectsApi,
  teamsApi,
  usersApi,
} from '../../api/contract';
import { projectKeys } from '../../api/query-keys';

export type { InvitationOffer, Post, Team, TeamInvitation, TeamMembership };

/** The caller's own projects in an event, every status (docs/product.md). */
export function useMyProjects(eventId: number, userId: number) {
  return useQuery({
    ...projectReadsApi.list.query({
      eventId,
      userIds: [userId],
      pageSize: PAGE_SIZES.userProjects,
      includes: ['memberships'],
    }),
    select: (data) => data.projects,
  });
}

/** One project by id with everything the editor shows (any status the caller may see). */
export function useEditableProject(id: number) {
  return useQuery(projectReadsApi.get.query(id, { includes: ['categories', 'memberships', 'user'] }));
}

export const projectApi = {
  /** The first save of a new project creates it, with what was typed so far. */
  create: (eventId: number, text: { title: string; description: string; video_url: string | null }) =>
    projectsApi.create({ eventId, ...text }),
  update: (id: number, fields: Partial<Record<ProjectUpdateField, string | null>>) =>
    projectsApi.update(id, { project: fields, updateMask: Object.keys(fields).join(',') }),
  setStatus: (id: number, submissionStatus: ProjectStatus) => projectsApi.setStatus(id, { submissionStatus }),
  copy: (id: number, eventId: number) =>
    projectsApi.copy(id, { eventId, isTemplate: false, makePrivate: true }),
  remove: (id: number) => projectsApi.remove(id),
  setCategories: (projectId: number, categoryIds: number[], link: boolean) =>
    (link ? categoriesApi.link : categoriesApi.unlink)({ projectId, categoryIds }),
  invite: (id: number, invitation: { email?: string; userName?: string; role: TeamRole }) =>
    teamsApi.invite(id, { teamInvitations: [invitation] }),
  uninvite: (id: number, target: { userId?: number; invitationId?: number }) => teamsApi.uninvite(id, target),
  accept: (id: number, body: BodyOf<typeof teamsContract.accept>) => teamsApi.accept(id, body),
  addPost: (projectId: number, body: string, attachments: string[]) =>
    postsApi.create({ projectId, body, attachments }),
  removePost: (id: number) => postsApi.remove(id),
  /** The page's media list, links and members' roles, replaced as a whole. */
  savePage: (id: number, page: ProjectPageContent) => projectsApi.savePage(id, page),
};

/** The projects before and after one in the public gallery, for its page's previous / next links. */
export function useNeighbours(projectId: number | null) {
  return useQuery({ ...projectsApi.neighbours.query(projectId ?? 0), enabled: projectId !== null });
}

/** Refreshes every cached view of projects after a change. */
export function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.all });
}

export function useLike(projectId: number, enabled: boolean) {
  return useQuery({ ...likesApi.state.query(projectId), enabled });
}

/** Optimistic like: the heart flips at once and rolls back if the server refuses. */
export function useToggleLike(projectId: number) {
  const queryClient = useQueryClient();
  const key = likesApi.state.key(projectId);
  return useMutation({
    mutationFn: (liked: boolean) => (liked ? likesApi.like(projectId) : likesApi.unlike(projectId)),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LikeState>(key);
      if (previous && previous.hasLiked !== liked) {
        queryClient.setQueryData<LikeState>(key, {
          hasLiked: liked,
          metadataLikes: previous.metadataLikes + (liked ? 1 : -1),
        });
      }
      return { previous };
    },
    onError: (_error, _liked, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (state) => {
      queryClient.setQueryData(key, state);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}

export function useTeam(projectId: number) {
  return useQuery(teamsApi.list.query(projectId, { includes: ['user'], pageSize: 100 }));
}

export function usePosts(projectId: number) {
  return useQuery({
    ...postsApi.list.query({ projectId, limit: PAGE_SIZES.posts }),
    select: (data) => data.posts,
  });
}

export function useInvitationOffer(projectId: number, token: string) {
  return useQuery({
    ...teamsApi.invitation.query(projectId, { token }, { anonymous: true }),
    enabled: Boolean(projectId && token),
    retry: false,
  });
}

export type UserSearchBy = (typeof USER_FILTER_BY)[number];

export function useUserSearch(filterBy: UserSearchBy, keyword: string) {
  const value = keyword.trim();
  return useQuery({
    ...usersApi.find.query({
      filterBy,
      pageSize: 8,
      ...(filterBy === 'KEYWORD' && { keyword: value }),
      ...(filterBy === 'USER_NAME' && { userNames: value }),
      ...(filterBy === 'EMAIL' && { emails: value }),
      ...(filterBy === 'USER_ID' && { userIds: value }),
    }),
    enabled: value.length >= 2,
    select: (data) => data.users,
  });
}
