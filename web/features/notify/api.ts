import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoSlotInput, LiveStreamInput } from '../../../common/live-streams';
import type { AnnouncementInput, SupportMessageInput } from '../../../common/notifications';
import { formsApi, notificationsApi, streamsApi, supportApi } from '../../api/contract';
import { useSession } from '../auth/session';

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

export function useSendSupportMessage(eventId: number) {
  return useMutation({ mutationFn: (input: SupportMessageInput) => supportApi.send(eventId, input) });
}

export function useSupportInbox(eventId: number, enabled = true) {
  return useQuery({ enabled, ...supportApi.inbox.query(eventId) });
}

export function useReplyToSupport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: string }) =>
      supportApi.reply(eventId, messageId, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportApi.inbox.key(eventId) }),
  });
}

/** How often the event home looks again for the stream on air. */
const LIVE_REFRESH_MS = 60_000;

export function useLiveSchedule(eventId: number) {
  return useQuery({ ...streamsApi.schedule.query(eventId), refetchInterval: LIVE_REFRESH_MS });
}

/** A project's answers: the public ones, or all of them for its team and the event's reviewers. */
export function useProjectAnswers(projectId: number, enabled = true) {
  return useQuery({ enabled, ...formsApi.answers.query(projectId) });
}

export function useStaffLiveSchedule(eventId: number, enabled = true) {
  return useQuery({ enabled, ...streamsApi.staffSchedule.query(eventId) });
}

/** A change to the event's streams or demo slots, which refreshes what the home and the console show. */
function useScheduleChange<Input, Answer>(eventId: number, change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all(
        [streamsApi.schedule.key(eventId), streamsApi.staffSchedule.key(eventId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useAddLiveStream(eventId: number) {
  return useScheduleChange(eventId, (input: LiveStreamInput) => streamsApi.add(eventId, input));
}

export function useUpdateLiveStream(eventId: number) {
  return useScheduleChange(eventId, ({ id, input }: { id: number; input: LiveStreamInput }) =>
    streamsApi.change(eventId, id, input),
  );
}

/** A project's live demo slot: set (replacing any) or removed. */
export function useDemoSlot(eventId: number) {
  return useScheduleChange(
    eventId,
    ({ projectId, slot }: { projectId: number; slot: DemoSlotInput | null }) =>
      slot ? streamsApi.setDemoSlot(eventId, projectId, slot) : streamsApi.clearDemoSlot(eventId, projectId),
  );
}

export function useRemoveLiveStream(eventId: number) {
  return useScheduleChange(eventId, (streamId: number) => streamsApi.remove(eventId, streamId));
}
