import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { registrationRoutes } from '../../../common/contract/routes/registration';
import type { AnswerValue, SubmissionField, SubmissionFieldInput } from '../../../common/registration-form';
import { formsApi, registrationApi } from '../../api/contract';
import { notifyKeys } from '../../api/query-keys';

/** The event's own submission fields (docs/plans.md, enable_custom_registration_form). */
export function useSubmissionFields(eventId: number, enabled = true) {
  return useQuery({ enabled, ...formsApi.fields.query(eventId) });
}

/** The submission form's fields, or the registration form's (the same editor builds both). */
export type FormKind = 'submission' | 'registration';

/** How a form's fields are written, and the key of what a change refreshes. */
interface FieldWrites {
  save(id: number | undefined, input: SubmissionFieldInput): Promise<unknown>;
  remove(fieldId: number): Promise<unknown>;
  refreshes: readonly unknown[];
}

function fieldWrites(eventId: number, form: FormKind): FieldWrites {
  if (form === 'submission') {
    return {
      save: (id, input) =>
        id ? formsApi.changeField(eventId, id, input) : formsApi.addField(eventId, input),
      remove: (fieldId) => formsApi.removeField(eventId, fieldId),
      refreshes: formsApi.fields.key(eventId),
    };
  }
  return {
    save: (id, input) =>
      id ? registrationApi.updateField(eventId, id, input) : registrationApi.addField(eventId, input),
    remove: (fieldId) => registrationApi.removeField(eventId, fieldId),
    refreshes: registrationRoutes.root,
  };
}

/** Add, change, reorder and remove fields; every change reloads the list. */
export function useFieldChanges(eventId: number, form: FormKind = 'submission') {
  const queryClient = useQueryClient();
  const writes = fieldWrites(eventId, form);
  const refresh = () => queryClient.invalidateQueries({ queryKey: writes.refreshes });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SubmissionFieldInput }) => writes.save(id, input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: writes.remove, onSuccess: refresh });
  /** Writes the positions of a new order (only the fields whose position changes). */
  const reorder = useMutation({
    mutationFn: async (ordered: SubmissionField[]) => {
      for (const [position, field] of ordered.entries()) {
        if (field.position === position) continue;
        const { id, ...input } = field;
        await writes.save(id, { ...input, position });
      }
    },
    onSettled: refresh,
  });
  /** Adds the story template's sections (common/registration-form.ts) that the submission form lacks. */
  const addStoryTemplate = useMutation({
    mutationFn: () => formsApi.addStoryTemplate(eventId),
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
    mutationFn: (answers: Record<string, AnswerValue | null>) => formsApi.saveAnswers(projectId, { answers }),
    onSuccess: (result) => queryClient.setQueryData(formsApi.answers.key(projectId), result),
  });
}
