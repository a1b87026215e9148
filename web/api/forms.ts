import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnswerValue,
  ProjectAnswer,
  SubmissionField,
  SubmissionFieldInput,
} from '../../common/registration-form';
import { apiRequest } from './client';
import { notifyKeys } from './query-keys';
import { registrationKeys } from './registration';

/** The event's own submission fields (docs/plans.md, enable_custom_registration_form). */
export function useSubmissionFields(eventId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: notifyKeys.fields(eventId),
    queryFn: ({ signal }) =>
      apiRequest<{ fields: SubmissionField[] }>(`/events/${eventId}/submission-fields`, { signal }),
  });
}

/** The submission form's fields, or the registration form's (the same editor builds both). */
export type FormKind = 'submission' | 'registration';

/** Add, change, reorder and remove fields; every change reloads the list. */
export function useFieldChanges(eventId: number, form: FormKind = 'submission') {
  const queryClient = useQueryClient();
  const fieldsPath = (_eventId: number, fieldId?: number) =>
    `/partners/events/${eventId}/${form}-fields${fieldId ? `/${fieldId}` : ''}`;
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: form === 'submission' ? notifyKeys.fields(eventId) : registrationKeys.all,
    });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SubmissionFieldInput }) =>
      apiRequest<SubmissionField>(fieldsPath(eventId, id), { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (fieldId: number) => apiRequest(fieldsPath(eventId, fieldId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
  /** Writes the positions of a new order (only the fields whose position changes). */
  const reorder = useMutation({
    mutationFn: async (ordered: SubmissionField[]) => {
      for (const [position, field] of ordered.entries()) {
        if (field.position === position) continue;
        const { id, ...input } = field;
        await apiRequest(fieldsPath(eventId, id), { method: 'PUT', body: { ...input, position } });
      }
    },
    onSettled: refresh,
  });
  /** Adds the story template's sections (common/registration-form.ts) that the form lacks. */
  const addStoryTemplate = useMutation({
    mutationFn: () => apiRequest(`${fieldsPath(eventId)}/story-template`, { method: 'POST' }),
    onSuccess: refresh,
  });
  return { save, remove, reorder, addStoryTemplate };
}

/** The last refused submit of a project: when, and the message key per field id. */
export interface SubmitRefusal {
  at: number;
  fields: Record<string, string>;
}

/** Written by the submit modal when the server refuses; never fetched. */
export function useSubmitRefusal(projectId: number) {
  return useQuery<SubmitRefusal | null>({
    queryKey: notifyKeys.submit(projectId),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

export function useSaveAnswers(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, AnswerValue | null>) =>
      apiRequest<{ answers: ProjectAnswer[] }>(`/projects/${projectId}/answers`, {
        method: 'PUT',
        body: { answers },
      }),
    onSuccess: (result) => queryClient.setQueryData(notifyKeys.answers(projectId), result),
  });
}
