import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Event, Project } from '../../common/api';
import type { CommentThread } from '../../common/comments';
import { apiRequest } from './client';
import { eventKeys, organiserKeys, projectKeys } from './query-keys';

/** A project's comment thread; the thread code loads only when the project page shows it. */
export function useComments(projectId: number) {
  return useQuery({
    queryKey: projectKeys.comments(projectId),
    queryFn: ({ signal }) => apiRequest<CommentThread>(`/projects/${projectId}/comments`, { signal }),
  });
}

export type CommentChange =
  | { kind: 'post'; body: string }
  | { kind: 'edit'; commentId: number; body: string }
  | { kind: 'delete'; commentId: number }
  | { kind: 'hide'; commentId: number; hidden: boolean };

const sendCommentChange = (projectId: number, change: CommentChange) => {
  switch (change.kind) {
    case 'post':
      return apiRequest<CommentThread>(`/projects/${projectId}/comments`, {
        method: 'POST',
        body: { body: change.body },
      });
    case 'edit':
      return apiRequest<CommentThread>(`/comments/${change.commentId}`, {
        method: 'PATCH',
        body: { body: change.body },
      });
    case 'delete':
      return apiRequest<CommentThread>(`/comments/${change.commentId}`, { method: 'DELETE' });
    case 'hide':
      return apiRequest<CommentThread>(`/comments/${change.commentId}/hidden`, {
        method: 'PUT',
        body: { hidden: change.hidden },
      });
  }
};

/** Every comment change answers with the new thread, stored as it comes. */
export function useCommentChange(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CommentChange) => sendCommentChange(projectId, change),
    onSuccess: (thread) => queryClient.setQueryData(projectKeys.comments(projectId), thread),
  });
}

/** Archive (true) or restore (false) a project; its page and lists refresh. */
export function useProjectArchive(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) =>
      apiRequest<Project>(`/projects/${projectId}/archive`, { method: archived ? 'POST' : 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** Archive (true) or restore (false) an event; the event and the organiser's lists refresh. */
export function useEventArchive(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) =>
      apiRequest<Event>(`/partners/events/${eventId}/archive`, { method: archived ? 'POST' : 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        queryClient.invalidateQueries({ queryKey: organiserKeys.all }),
      ]),
  });
}
