import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commentsApi, plansApi } from '../../api/contract';
import { eventKeys, organiserKeys, projectKeys } from '../../api/query-keys';

/** A project's comment thread; the thread code loads only when the project page shows it. */
export function useComments(projectId: number) {
  return useQuery(commentsApi.thread.query(projectId));
}

export type CommentChange =
  | { kind: 'post'; body: string }
  | { kind: 'edit'; commentId: number; body: string }
  | { kind: 'delete'; commentId: number }
  | { kind: 'hide'; commentId: number; hidden: boolean };

const sendCommentChange = (projectId: number, change: CommentChange) => {
  switch (change.kind) {
    case 'post':
      return commentsApi.post(projectId, { body: change.body });
    case 'edit':
      return commentsApi.edit(change.commentId, { body: change.body });
    case 'delete':
      return commentsApi.remove(change.commentId);
    case 'hide':
      return commentsApi.hide(change.commentId, { hidden: change.hidden });
  }
};

/** Every comment change answers with the new thread, stored as it comes. */
export function useCommentChange(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CommentChange) => sendCommentChange(projectId, change),
    onSuccess: (thread) => queryClient.setQueryData(commentsApi.thread.key(projectId), thread),
  });
}

/** Archive (true) or restore (false) a project; its page and lists refresh. */
export function useProjectArchive(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) =>
      archived ? plansApi.archiveProject(projectId) : plansApi.restoreProject(projectId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** Archive (true) or restore (false) an event; the event and the organiser's lists refresh. */
export function useEventArchive(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) =>
      archived ? plansApi.archiveEvent(eventId) : plansApi.restoreEvent(eventId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        queryClient.invalidateQueries({ queryKey: organiserKeys.all }),
      ]),
  });
}
