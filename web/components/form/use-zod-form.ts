import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import type { ServerMessage } from '../../i18n/server-keys';
import { focusAfterRender } from '../../lib/focus';
import { afterPointer } from './after-pointer';
import { emptyOf, fieldErrors, type Issue } from './form-errors';

/** A refusal from the server: shown translated by its key when it has one (web/i18n/server-keys.ts). */
export type ServerError = ServerMessage;

type FormValues = Record<string, unknown>;

/**
 * Any zod schema (classic or mini) the form parses with: the shared one of common/, so the rules and
 * their keys are the ones the server applies.
 */
export interface FormSchema<Out, In> {
  safeParse(
    value: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
  _zod: { input: In; output: Out };
}

/** The names of the fields that hold text (an input, a text area or a select of strings). */
type TextName<V> = { [K in keyof V]: NonNullable<V[K]> extends string ? K : never }[keyof V] & string;
/** The names of the fields that hold a number, or nothing while left empty. */
type NumberName<V> = { [K in keyof V]: NonNullable<V[K]> extends number ? K : never }[keyof V] & string;
/** The names of the fields that hold a yes or no. */
type BooleanName<V> = { [K in keyof V]: NonNullable<V[K]> extends boolean ? K : never }[keyof V] & string;

/** What an empty input stands for: the empty text itself, no value (left out) or null (cleared). */
export type Empty = '' | undefined | null;

interface InputProps {
  name: string;
  value: string;
  error: string | undefined;
  /** The schema refuses the field left empty: its label is marked and the input says so. */
  required: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

export interface ZodForm<V extends FormValues> {
  values: V;
  /** Sets one value as the schema's input holds it (a choice, a list, a number). */
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Starts over from `next` (a record saved or loaded again): no field touched, no error shown. */
  reset(next: V): void;
  /** Some value differs from the one the form started from. */
  dirty: boolean;
  /** Fields the user has changed and left: their errors show before a submit. */
  touched: Partial<Record<keyof V, boolean>>;
  /** Shows a field's error now (an action other than submit needs it). */
  touch: (name: keyof V & string) => void;
  /**
   * The translation key of each field's first broken rule, where it is shown: by the field's name, and
   * by the dotted path of a part of it (`links.2.url`) for a list or a group.
   */
  errors: Partial<Record<keyof V, string>> & Record<string, string | undefined>;
  serverError: ServerError | null;
  submitting: boolean;
  /** The props of a `Field`, a text area or a select for one text value. `empty` is what '' stands for. */
  field: (name: TextName<V>, options?: { empty?: Empty }) => InputProps;
  /**
   * The props of a number input: it keeps the text typed (so "1." or "-" can be typed on) and holds the
   * number in `values`, `empty` (undefined unless given) while the text is empty, NaN while it is not a
   * number, which the schema refuses with the plain-words key for numbers.
   */
  numberField: (name: NumberName<V>, options?: { empty?: undefined | null }) => InputProps;
  /** The props of a checkbox for one yes-or-no value. */
  checkbox: (name: BooleanName<V>) => {
    name: string;
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  handleSubmit: (event?: FormEvent) => Promise<void>;
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The request `toInput` builds: its fields, each possibly still missing (no project chosen yet, an empty
 * time), which the schema then refuses as a missing value rather than as a wrong one.
 */
type Unfinished<In> = In extends Record<string, unknown> ? { [K in keyof In]: In[K] | undefined } : In;

interface Options<V> {
  /** Server refusals that belong under a field, by the refusal's key (a wrong code, a taken name). */
  serverErrorFields?: Partial<Record<string, keyof V & string>>;
}

/**
 * One form over a shared schema (common/): the rules and their keys are the ones the server applies.
 * Values are held as the schema's input (texts, numbers, choices, yes-or-no, lists); when the form's
 * shape is not the request's (a field that only counts in some modes), `toInput` builds the request from
 * the values before it is parsed. Errors show for a field once it was changed and left, and for every
 * field after a submit. The server's refusal shows the same way: under a field when `serverErrorFields`
 * names its key or the server names the field, otherwise above the form.
 */
export function useZodForm<V extends FormValues, Out>(
  schema: FormSchema<Out, V>,
  initial: V,
  onSubmit: (values: Out) => Promise<void> | void,
  options?: Options<V>,
): ZodForm<V>;
export function useZodForm<V extends FormValues, In, Out>(
  schema: FormSchema<Out, In>,
  initial: V,
  onSubmit: (values: Out) => Promise<void> | void,
  options: Options<V> & { toInput: (values: V) => Unfinished<In> },
): ZodForm<V>;
export function useZodForm<V extends FormValues, Out>(
  schema: FormSchema<Out, unknown>,
  initial: V,
  onSubmit: (values: Out) => Promise<void> | void,
  options: Options<V> & { toInput?: (values: V) => unknown } = {},
): ZodForm<V> {
  const [start, setStart] = useState<V>(initial);
  const [values, setValues] = useState<V>(initial);
  // The text typed into each number input, beside the number it holds.
  const [numberTexts, setNumberTexts] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingNow = useRef(false);
  const toInput = options.toInput ?? ((form: V) => form);

  const result = schema.safeParse(toInput(values));
  const broken = result.success ? {} : fieldErrors(result.error.issues);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields a form has do not change.
  const required = useMemo(() => {
    const parsed = schema.safeParse(toInput(emptyOf(initial) as V));
    return parsed.success ? {} : fieldErrors(parsed.error.issues);
  }, [schema]);
  // A field whose empty input stands for something other than the plain empty value (null for "no cap")
  // is required only if the schema refuses that value too.
  const requiredWhen = (name: string, empty: unknown) => {
    const blank = emptyOf(initial);
    if (Object.is(blank[name], empty)) return Boolean(required[name]);
    const parsed = schema.safeParse(toInput({ ...blank, [name]: empty } as V));
    return !parsed.success && name in fieldErrors(parsed.error.issues);
  };
  const errors: Record<string, string | undefined> = {};
  for (const [path, key] of Object.entries(broken)) {
    if (attempted || touched[path.split('.')[0] as keyof V]) errors[path] = key;
  }
  const bound = serverError?.key ? options.serverErrorFields?.[serverError.key] : undefined;
  if (bound && !errors[bound]) errors[bound] = serverError?.key;
  // The server's per-field refusals show under the fields this form has; the rest stay in its summary.
  const unboundFields: Record<string, string> = {};
  for (const [name, key] of Object.entries(serverError?.fields ?? {})) {
    if (name in values) errors[name] ??= key;
    else unboundFields[name] = key;
  }

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerError(null);
  };

  const leave = (name: keyof V & string) => () => {
    if (values[name] === start[name]) return;
    afterPointer(() => setTouched((current) => ({ ...current, [name]: true })));
  };

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    const form = event?.currentTarget as HTMLFormElement | undefined;
    const firstInvalid = () => form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
    setAttempted(true);
    setServerError(null);
    // The reader lands on the first field to fix, whose message is read with it.
    if (!result.success) focusAfterRender(firstInvalid, { force: true });
    if (!result.success || submittingNow.current) return;
    submittingNow.current = true;
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
      submittingNow.current = false;
      setSubmitting(false);
    }
  };

  return {
    values,
    setValue,
    reset: (next) => {
      setStart(next);
      setValues(next);
      setNumberTexts({});
      setTouched({});
      setAttempted(false);
      setServerError(null);
    },
    dirty: Object.keys(values).some((name) => !Object.is(values[name], start[name])),
    touched,
    touch: (name) => setTouched((current) => ({ ...current, [name]: true })),
    errors: errors as ZodForm<V>['errors'],
    serverError: bound || !serverError ? null : { ...serverError, fields: unboundFields },
    submitting,
    field: (name, fieldOptions = {}) => {
      const empty = 'empty' in fieldOptions ? fieldOptions.empty : '';
      return {
        name,
        value: textOf(values[name]),
        error: errors[name],
        required: requiredWhen(name, empty),
        onChange: (event) => {
          const text = event.target.value;
          setValue(name, (text === '' ? empty : text) as V[typeof name]);
        },
        onBlur: leave(name),
      };
    },
    numberField: (name, fieldOptions = {}) => ({
      name,
      value: numberTexts[name] ?? textOf(values[name]),
      error: errors[name],
      required: requiredWhen(name, fieldOptions.empty),
      onChange: (event) => {
        const text = event.target.value;
        setNumberTexts((current) => ({ ...current, [name]: text }));
        setValue(name, (text.trim() === '' ? fieldOptions.empty : Number(text)) as V[typeof name]);
      },
      onBlur: leave(name),
    }),
    checkbox: (name) => ({
      name,
      checked: Boolean(values[name]),
      onChange: (event) => {
        setValue(name, event.target.checked as V[typeof name]);
        setTouched((current) => ({ ...current, [name]: true }));
      },
    }),
    handleSubmit,
  };
}
