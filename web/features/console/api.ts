import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ProjectStatus } from '../../../common/constants';
import type { CollectionContract } from '../../../common/contract/collections';
import { type AnswerOf, type BodyOf, fillPath } from '../../../common/contract/endpoint';
import type { reviewContract } from '../../../common/contract/review';
import { eventExportRoutes } from '../../../common/contract/routes/event-export';
import type { templatesContract } from '../../../common/contract/templates';
import type { PreviewLifetime } from '../../../common/preview-links';
import type { CollectionItemOf, CollectionPath } from '../../../common/schemas/collections';
import type { AssignableRole } from '../../../common/schemas/members';
import type { EventFields } from '../../../common/schemas/organiser';
import {
  collectionsApi,
  eventAccessApi,
  eventAdminApi,
  membersApi,
  overviewApi,
  reviewApi,
  templatesApi,
} from '../../api/contract';
import type { CallOptions } from '../../api/contract-client';
import { downloadFile } from '../../api/download';
import { eventKeys, organiserKeys, projectKeys } from '../../api/query-keys';

export type { Winner } from '../../../common/schemas/awards';
export type { CollectionItem, CollectionPath } from '../../../common/schemas/collections';
export type { StaffInvitation, StaffMember } from '../../../common/schemas/members';
export type {
  EventFields,
  ManagedEvent,
  ReviewProject,
  StatusCounts,
} from '../../../common/schemas/organiser';
/** Kept beside the public reads (winners.ts) so the event home does not load the organiser calls. */
export { useWinners } from '../event/winners-api';
export type EventTemplate = AnswerOf<typeof templatesContract.setStatus>;
/** What a review decides: approve, decline, or send back to submitted. */
export type ReviewDecision = BodyOf<typeof reviewContract.decide>['submissionStatus'];
export function useManagedEvents(enabled = true) {
  return useQuery({ ...eventAdminApi.managed.query(), enabled, select: (data) => data.events });
}

/**
 * The calls of the list a console page names by a variable (collectionsApi.<path> for one it names).
 * The lists' calls differ only in their item's shape, common/schemas/collections.ts, which their
 * contracts answer; the page's form fields build an item one by one (item-form.tsx), so it goes as a
 * record for the server's schema of that list to check.
 */
interface ListCalls<P extends CollectionPath> {
  list(eventId: number, input: undefined, options: CallOptions): Promise<{ items: CollectionItemOf<P>[] }>;
  add(eventId: number, item: Record<string, unknown>): Promise<CollectionItemOf<P>>;
  edit(eventId: number, itemId: number, item: Record<string, unknown>): Promise<CollectionItemOf<P>>;
  remove(eventId: number, itemId: number): Promise<AnswerOf<CollectionContract['remove']>>;
}
const listCalls = <P extends CollectionPath>(path: P) => collectionsApi[path] as unknown as ListCalls<P>;

export const organiserApi = {
  createEvent: (fields: EventFields & { name: string; slug: string }) => eventAdminApi.create(fields),
  updateEvent: (eventId: number, fields: EventFields) => eventAdminApi.update(eventId, fields),
  deleteEvent: (eventId: number) => eventAdminApi.remove(eventId),
  addItem: <P extends CollectionPath>(eventId: number, path: P, item: Record<string, unknown>) =>
    listCalls(path).add(eventId, item),
  editItem: <P extends CollectionPath>(eventId: number, path: P, id: number, item: Record<string, unknown>) =>
    listCalls(path).edit(eventId, id, item),
  removeItem: (eventId: number, path: CollectionPath, id: number) => listCalls(path).remove(eventId, id),
  review: (eventId: number, projectIds: number[], submissionStatus: ReviewDecision, message?: string) =>
    reviewApi.decide(eventId, { projectIds, submissionStatus, ...(message ? { message } : {}) }),
  inviteMember: (eventId: number, email: string, role: AssignableRole) =>
    membersApi.invite(eventId, { email, role }),
  acceptStaffInvitation: (slug: string, token: string) => membersApi.accept(slug, { token }),
  cancelInvitation: (eventId: number, invitationId: number) =>
    membersApi.cancelInvitation(eventId, invitationId),
  changeMember: (eventId: number, userId: number, role: AssignableRole) =>
    membersApi.changeRole(eventId, userId, { role }),
  removeMember: (eventId: number, userId: number) => membersApi.remove(eventId, userId),
  previewLink: (slug: string, lifetime: PreviewLifetime) => eventAccessApi.previewLink(slug, { lifetime }),
  setAccessCode: (slug: string, code: string) => eventAccessApi.setAccessCode(slug, { code }),
  removeAccessCode: (slug: string) => eventAccessApi.removeAccessCode(slug),
  cloneTemplate: (eventId: number, templateId: number) => templatesApi.clone(eventId, { templateId }),
  setTemplateStatus: (id: number, status: EventTemplate['status']) => templatesApi.setStatus(id, { status }),
  downloadExport: (eventId: number, fileName: string) =>
    downloadFile(fillPath(eventExportRoutes.routes.projects.path, [eventId]), fileName),
};

export function useCollection<P extends CollectionPath>(eventId: number, path: P) {
  return useQuery({
    queryKey: collectionsApi[path].list.key(eventId),
    queryFn: ({ signal }) => listCalls(path).list(eventId, undefined, { signal }),
    select: (data) => data.items,
  });
}

/** Whether an event address is free, asked while its creator types it. */
export function useSlugCheck(slug: string) {
  return useQuery({
    ...eventAdminApi.slugAvailability.query({ slug }),
    enabled: slug.length >= 2,
    staleTime: 10_000,
  });
}

/** The overview's charts and onboarding checklist; refreshed with the rest of the console's data. */
export function useOverviewStats(eventId: number) {
  return useQuery(overviewApi.overview.query(eventId));
}

export function useReviewQueue(eventId: number, status: ProjectStatus, enabled = true) {
  return useQuery({ enabled, ...reviewApi.queue.query(eventId, { status, pageSize: 100 }) });
}

export function useMembers(eventId: number) {
  return useQuery(membersApi.members.query(eventId));
}

/** What a staff invitation link offers, for its accept screen. */
export function useStaffInvitation(slug: string, token: string) {
  return useQuery({
    ...membersApi.invitation.query(slug, { token }),
    enabled: Boolean(token),
    retry: false,
  });
}

export function useEventTemplates(eventId: number) {
  return useQuery({ ...templatesApi.list.query({ eventId }), select: (data) => data.eventTemplates });
}

export function useMasterTemplates() {
  return useQuery({
    ...templatesApi.masterTemplates.query({ limit: 10, offset: 0 }),
    select: (data) => data.projects,
  });
}

/** Counts organiser changes, so the live preview of the public page knows when to reload. */
let changeCount = 0;
const changeListeners = new Set<() => void>();
function countChange() {
  changeCount += 1;
  for (const listener of changeListeners) listener();
}
export function useChangeCount(): number {
  return useSyncExternalStore(
    (listener) => {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    () => changeCount,
    () => 0,
  );
}

/** After any organiser change: refresh the event and everything derived from it. */
export function useRefreshEvent() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [eventKeys.all, organiserKeys.all, projectKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useOrganiserMutation<TArgs, TResult>(run: (args: TArgs) => Promise<TResult>) {
  const refresh = useRefreshEvent();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await refresh();
      countChange();
    },
  });
}
