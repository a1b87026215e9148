import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { registrationRoutes } from '../../common/contract/routes/registration';
import type {
  AnswerValue,
  ProjectAnswer,
  SubmissionField,
  SubmissionFieldInput,
} from '../../common/registration-form';
import { apiRequest } from './client';
import { registrationApi } from './contract';
import { notifyKeys } from './query-keys';

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

/** How one form's fields are written: the registration form's through its contract entries. */
function fieldCalls(eventId: number, form: FormKind) {
  if (form === 'registration')
    return {
      add: (input: SubmissionFieldInput) => registrationApi.addField(eventId, input),
      update: (fieldId: number, input: SubmissionFieldInput) =>
        registrationApi.updateField(eventId, fieldId, input),
      remove: (fieldId: number) => registrationApi.removeField(eventId, fieldId),
      refreshes: registrationRoutes.root,
    };
  const fieldsPath = (fieldId?: number) =>
    `/partners/events/${eventId}/submission-fields${fieldId ? `/${fieldId}` : ''}`;
  return {
    add: (input: SubmissionFieldInput) =>
      apiRequest<SubmissionField>(fieldsPath(), { method: 'POST', body: input }),
    update: (fieldId: number, input: SubmissionFieldInput) =>
      apiRequest<SubmissionField>(fieldsPath(fieldId), { method: 'PUT', body: input }),
    remove: (fieldId: number) => apiRequest(fieldsPath(fieldId), { method: 'DELETE' }),
    refreshes: notifyKeys.fields(eventId),
  };
}

/** Add, change, reorder and remove fields; every change reloads the list. */
export function useFieldChanges(eventId: number, form: FormKind = 'submission') {
  const queryClient = useQueryClient();
  const calls = fieldCalls(eventId, form);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calls.refreshes });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SubmissionFieldInput }) =>
      id ? calls.update(id, input) : calls.add(input),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (fieldId: number) => calls.remove(fieldId),
    onSuccess: refresh,
  });
  /** Writes the positions of a new order (only the fields whose position changes). */
  const reorder = useMutation({
    mutationFn: async (ordered: SubmissionField[]) => {
      for (const [position, field] of ordered.entries()) {
        if (field.position === position) continue;
        const { id, ...input } = field;
        await calls.update(id, { ...input, position });
      }
    },
    onSettled: refresh,
  });
  /** Adds the story template's sections (common/registration-form.ts) that the submission form lacks. */
  const addStoryTemplate = useMutation({
    mutationFn: () =>
      apiRequest(`/partners/events/${eventId}/submission-fields/story-template`, { method: 'POST' }),
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
