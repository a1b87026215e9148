import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoSlotInput, LiveSchedule, LiveStream, LiveStreamInput } from '../../common/live-streams';
import type { AnnouncementInput, SupportMessage, SupportMessageInput } from '../../common/notifications';
import { apiRequest } from './client';
import { formsApi, notificationsApi } from './contract';
import { notifyKeys } from './query-keys';
import { useSession } from './session';

/** How often an open page asks for new notifications. */
const BELL_REFRESH_MS = 60_000;

export function useNotifications(eventId: number) {
  const userId = useSession()?.userId ?? 0;
  const bell = notificationsApi.bell.query({ eventId: String(eventId) });
  return useQuery({
    ...bell,
    // The user's id keeps one account's bell from showing in another's session.
    queryKey: bell.queryKey.concat(userId),
    enabled: userId > 0,
    refetchInterval: BELL_REFRESH_MS,
  });
}

/** Every bell of the event, whoever's: what a read mark refreshes. */
const bells = (eventId: number) => notificationsApi.bell.key({ eventId: String(eventId) });

export function useMarkNotificationRead(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => notificationsApi.markRead(id, { isRead: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bells(eventId) }),
  });
}

export function useMarkAllNotificationsRead(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notificationsApi.markAllRead({ eventId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bells(eventId) }),
  });
}

export function useAnnouncements(eventId: number, enabled = true) {
  return useQuery({ enabled, ...notificationsApi.announcements.query(eventId) });
}

export function useSendAnnouncement(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => notificationsApi.announce(eventId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsApi.announcements.key(eventId) }),
  });
}

const eventPath = (eventId: number, rest: string) => `/partners/events/${eventId}/${rest}`;

export function useSendSupportMessage(eventId: number) {
  return useMutation({
    mutationFn: (input: SupportMessageInput) =>
      apiRequest<{ id: number }>(eventPath(eventId, 'support-messages'), { method: 'POST', body: input }),
  });
}

export function useSupportInbox(eventId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: notifyKeys.support(eventId),
    queryFn: ({ signal }) =>
      apiRequest<{ messages: SupportMessage[] }>(eventPath(eventId, 'support-messages'), { signal }),
  });
}

export function useReplyToSupport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: string }) =>
      apiRequest(eventPath(eventId, `support-messages/${messageId}/replies`), {
        method: 'POST',
        body: { body },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.support(eventId) }),
  });
}

/** How often the event home looks again for the stream on air. */
const LIVE_REFRESH_MS = 60_000;

export function useLiveSchedule(eventId: number) {
  return useQuery({
    queryKey: notifyKeys.liveSchedule(eventId),
    queryFn: ({ signal }) => apiRequest<LiveSchedule>(`/events/${eventId}/live-streams`, { signal }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** A project's answers: the public ones, or all of them for its team and the event's reviewers. */
export function useProjectAnswers(projectId: number, enabled = true) {
  return useQuery({ enabled, ...formsApi.answers.query(projectId) });
}

export function useStaffLiveSchedule(eventId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: notifyKeys.staffLiveSchedule(eventId),
    queryFn: ({ signal }) => apiRequest<LiveSchedule>(eventPath(eventId, 'live-streams'), { signal }),
  });
}

export function useAddLiveStream(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LiveStreamInput) =>
      apiRequest<LiveStream>(eventPath(eventId, 'live-streams'), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.liveSchedule(eventId) }),
  });
}

export function useUpdateLiveStream(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: LiveStreamInput }) =>
      apiRequest<LiveStream>(eventPath(eventId, `live-streams/${id}`), { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.liveSchedule(eventId) }),
  });
}

/** A project's live demo slot: set (replacing any) or removed. */
export function useDemoSlot(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, slot }: { projectId: number; slot: DemoSlotInput | null }) =>
      apiRequest(eventPath(eventId, `projects/${projectId}/demo-slot`), {
        method: slot ? 'PUT' : 'DELETE',
        body: slot ?? undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.liveSchedule(eventId) }),
  });
}

export function useRemoveLiveStream(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (streamId: number) =>
      apiRequest(eventPath(eventId, `live-streams/${streamId}`), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.liveSchedule(eventId) }),
  });
}
