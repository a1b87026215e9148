import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';
import type * as z from 'zod/mini';
import { ApiError } from '../../api/client';
import type { ServerMessage } from '../../i18n/server-keys';
import { focusAfterRender } from '../../lib/focus';

/** A refusal from the server: shown translated by its key when it has one (web/i18n/server-keys.ts). */
export type ServerError = ServerMessage;

type FormValues = Record<string, string>;

export interface ZodForm<V extends FormValues> {
  values: V;
  setValue: (name: keyof V & string, value: string) => void;
  /** Fields the user has changed and left: their errors show before a submit. */
  touched: Partial<Record<keyof V, boolean>>;
  /** Shows a field's error now (an action other than submit needs it). */
  touch: (name: keyof V & string) => void;
  /** The translation key of each field's first broken rule, where it is shown. */
  errors: Partial<Record<keyof V, string>>;
  serverError: ServerError | null;
  submitting: boolean;
  /** The props of a `Field` for one value: name, value, change and blur handlers, error. */
  field: (name: keyof V & string) => {
    name: string;
    value: string;
    error: string | undefined;
    /** The schema refuses the field left empty: its label is marked and the input says so. */
    required: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    onBlur: () => void;
  };
  handleSubmit: (event: FormEvent) => Promise<void>;
}

/** The first broken rule of each field, keyed by the field's name. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * One form over a shared schema (common/user-validation.ts): the rules and their keys are the ones the
 * server applies. Errors show for a field once it was changed and left, and for every field after a
 * submit. The server's refusal shows the same way: under a field when `serverErrorFields` names its
 * key (a wrong verification code belongs to the code field), otherwise above the form.
 */
export function useZodForm<V extends FormValues, Out>(
  schema: z.ZodMiniType<Out, V>,
  initial: V,
  onSubmit: (values: Out) => Promise<void> | void,
  options: { serverErrorFields?: Partial<Record<string, keyof V & string>> } = {},
): ZodForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const result = schema.safeParse(values);
  const broken = result.success ? {} : fieldErrors(result.error.issues);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields a form has do not change.
  const required = useMemo(() => {
    const empty = Object.fromEntries(Object.keys(initial).map((name) => [name, '']));
    const parsed = schema.safeParse(empty);
    return parsed.success ? {} : fieldErrors(parsed.error.issues);
  }, [schema]);
  const errors: Partial<Record<keyof V, string>> = {};
  for (const name of Object.keys(values) as (keyof V & string)[]) {
    if ((attempted || touched[name]) && broken[name]) errors[name] = broken[name];
  }
  const bound = serverError?.key ? options.serverErrorFields?.[serverError.key] : undefined;
  if (bound && !errors[bound]) errors[bound] = serverError?.key;
  // The server's per-field refusals show under the fields this form has; the rest stay in its summary.
  const unboundFields: Record<string, string> = {};
  for (const [name, key] of Object.entries(serverError?.fields ?? {})) {
    if (name in values) errors[name as keyof V] ??= key;
    else unboundFields[name] = key;
  }

  const setValue = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerError(null);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const firstInvalid = () => form.querySelector<HTMLElement>('[aria-invalid="true"]');
    setAttempted(true);
    setServerError(null);
    // The reader lands on the first field to fix, whose message is read with it.
    if (!result.success) focusAfterRender(firstInvalid, { force: true });
    if (!result.success || submitting) return;
    setSubmitting(true);
    try {
      await onSubmit(result.data);
    } catch (failure) {
      setServerError(
        failure instanceof ApiError
          ? { message: failure.message, key: failure.key, values: failure.values, fields: failure.fields }
          : { message: 'common.errorGeneric' },
      );
      if (failure instanceof ApiError && failure.fields) focusAfterRender(firstInvalid, { force: true });
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    setValue,
    touched,
    touch: (name) => setTouched((current) => ({ ...current, [name]: true })),
    errors,
    serverError: bound || !serverError ? null : { ...serverError, fields: unboundFields },
    submitting,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      required: Boolean(required[name]),
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => {
        if (values[name] !== initial[name]) setTouched((current) => ({ ...current, [name]: true }));
      },
    }),
    handleSubmit,
  };
}
