import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { Event, MessageResponse } from '../../common/api';
import type { EventRole, ProjectStatus } from '../../common/constants';
import type { AnswerOf, BodyOf } from '../../common/contract/endpoint';
import type { reviewContract } from '../../common/contract/review';
import type { templatesContract } from '../../common/contract/templates';
import type { PreviewLifetime } from '../../common/preview-links';
import type { CollectionItemOf, CollectionPath } from '../../common/schemas/collections';
import type { AssignableRole } from '../../common/schemas/members';
import type {
  EventFields,
  managedEventsResponse,
  PreviewLink,
  SlugAvailability,
} from '../../common/schemas/organiser';
import { apiRequest } from './client';
import { membersApi, overviewApi, reviewApi, templatesApi } from './contract';
import { downloadFile } from './download';
import { eventKeys, organiserKeys, projectKeys } from './query-keys';

export type { Winner } from '../../common/schemas/awards';
export type { CollectionItem, CollectionPath } from '../../common/schemas/collections';
export type { StaffInvitation, StaffMember } from '../../common/schemas/members';
export type {
  EventFields,
  ManagedEvent,
  ReviewProject,
  StatusCounts,
} from '../../common/schemas/organiser';
/** Kept beside the public reads (winners.ts) so the event home does not load the organiser calls. */
export { useWinners } from './winners';
export type EventTemplate = AnswerOf<typeof templatesContract.setStatus>;
/** What a review decides: approve, decline, or send back to submitted. */
export type ReviewDecision = BodyOf<typeof reviewContract.decide>['submissionStatus'];
export function useManagedEvents(enabled = true) {
  return useQuery({
    queryKey: organiserKeys.managedEvents(),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof managedEventsResponse>>('/partners/events', { signal }),
    select: (data) => data.events,
  });
}

export const organiserApi = {
  checkSlug: (slug: string) =>
    apiRequest<SlugAvailability>('/partners/events/slug-availability', { query: { slug } }),
  createEvent: (fields: EventFields & { name: string; slug: string }) =>
    apiRequest<Event>('/partners/events', { method: 'POST', body: fields }),
  updateEvent: (eventId: number, fields: EventFields) =>
    apiRequest<Event>(`/partners/events/${eventId}`, { method: 'PATCH', body: fields }),
  deleteEvent: (eventId: number) =>
    apiRequest<MessageResponse>(`/partners/events/${eventId}`, { method: 'DELETE' }),
  addItem: <P extends CollectionPath>(eventId: number, path: P, item: Record<string, unknown>) =>
    apiRequest<CollectionItemOf<P>>(`/partners/events/${eventId}/${path}`, { method: 'POST', body: item }),
  editItem: <P extends CollectionPath>(eventId: number, path: P, id: number, item: Record<string, unknown>) =>
    apiRequest<CollectionItemOf<P>>(`/partners/events/${eventId}/${path}/${id}`, {
      method: 'PATCH',
      body: item,
    }),
  removeItem: (eventId: number, path: CollectionPath, id: number) =>
    apiRequest<MessageResponse>(`/partners/events/${eventId}/${path}/${id}`, { method: 'DELETE' }),
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
  previewLink: (slug: string, lifetime: PreviewLifetime) =>
    apiRequest<PreviewLink>(`/partners/events/${slug}/preview-tokens`, {
      method: 'POST',
      body: { lifetime },
    }),
  setAccessCode: (slug: string, code: string) =>
    apiRequest<MessageResponse>(`/partners/events/${slug}/access-code`, {
      method: 'PUT',
      body: { code },
    }),
  removeAccessCode: (slug: string) =>
    apiRequest<MessageResponse>(`/partners/events/${slug}/access-code`, { method: 'DELETE' }),
  cloneTemplate: (eventId: number, templateId: number) => templatesApi.clone(eventId, { templateId }),
  setTemplateStatus: (id: number, status: EventTemplate['status']) => templatesApi.setStatus(id, { status }),
  downloadExport: (eventId: number, fileName: string) =>
    downloadFile(`/partners/events/${eventId}/export.csv`, fileName),
};

export function useCollection<P extends CollectionPath>(eventId: number, path: P) {
  return useQuery({
    queryKey: organiserKeys.collection(eventId, path),
    queryFn: ({ signal }) =>
      apiRequest<{ items: CollectionItemOf<P>[] }>(`/partners/events/${eventId}/${path}`, { signal }),
    select: (data) => data.items,
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
