import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { FIELD_ERROR_SUMMARY } from '../../../common/field-errors';
import { useTranslation } from '../../i18n/react';
import { useServerMessage } from '../../i18n/server-keys';
import type { ServerError } from './use-zod-form';

/** The plain-words key the server gave one field of a refused request, if it named that field. */
export function serverFieldError(
  error: ServerError | Error | null | undefined,
  name: string,
): string | undefined {
  const fields = (error as ServerError | null | undefined)?.fields;
  return fields?.[name];
}

/** A field's message under it: a translation key (a shared rule's, or the server's per-field key). */
export function FieldMessage({ id, error }: { id: string; error: string | null | undefined }) {
  const text = useServerMessage(error ? { message: error, key: error } : null);
  if (!text) return null;
  return (
    <p id={id} className="field-error">
      {text}
    </p>
  );
}

/** The props that tie an input to its message: marked invalid and described by the message. */
export function invalidProps(error: string | null | undefined, messageId: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
}

/**
 * A form's field props (`form.field`, `form.numberField`) for a control of its own markup (a select, a
 * text area, an input in a custom label): the error leaves the props and ties the control to its message.
 */
export function controlProps<T extends { error?: string | null }>({ error, ...input }: T, messageId: string) {
  return { ...input, ...invalidProps(error, messageId) };
}

/** A required field's label gets a mark drawn by CSS (`.is-required`); screen readers hear "required" from the input. */
export const requiredLabel = (required: boolean | undefined) => (required ? 'is-required' : undefined);

/** The ids of a control's message and hint, as they show, for its `aria-describedby`. */
const messageIds = (id: string, error: string | null | undefined, hint: ReactNode) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A translation key (or a server message) to show under the input. */
  error?: string | null;
  hint?: ReactNode;
  multiline?: boolean;
}

export function Field({ label, error, hint, multiline, ...input }: FieldProps) {
  const id = useId();
  const describedBy = messageIds(id, error, hint);
  const common = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    required: input.required,
  };
  return (
    <div className="field">
      <label htmlFor={id} className={requiredLabel(input.required)}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          name={input.name}
          value={input.value as string}
          rows={4}
          onChange={input.onChange as unknown as React.ChangeEventHandler<HTMLTextAreaElement>}
          onBlur={input.onBlur as unknown as React.FocusEventHandler<HTMLTextAreaElement>}
        />
      ) : (
        <input {...common} {...input} />
      )}
      <FieldMessage id={`${id}-error`} error={error} />
      {hint && (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      )}
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** A translation key (or a server message) to show under the select. */
  error?: string | null;
  hint?: ReactNode;
  /** The wrapper's class: `field`, or `field inline` for a select as wide as its options. */
  className?: string;
}

/** A labelled select of one value (`{...form.field(name)}`), its message and hint under it. */
export function SelectField({
  label,
  error,
  hint,
  className = 'field',
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const describedBy = messageIds(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={requiredLabel(select.required)}>
        {label}
      </label>
      <select {...select} id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy}>
        {children}
      </select>
      <FieldMessage id={`${id}-error`} error={error} />
      {hint && (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A new password and its confirmation: two password inputs the browser may fill with a new password. */
export function NewPasswordFields({ password, confirm }: { password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <Field type="password" autoComplete="new-password" {...password} />
      <Field type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}

/** A field's name as a reader may recognise it when the form cannot point at the field: "imageUrl" → "image url". */
const readableName = (name: string) =>
  name
    .replace(/\.\d+\./g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._]/g, ' ')
    .toLowerCase();

/**
 * A form's error: a translation key or a message, or the server's `{message, key?, values?}` answer (any
 * `Error`, an `ApiError` included), shown by its key in the namespace that holds it (docs/product.md).
 * A refusal about fields says so in plain words; the fields' own messages show beside them
 * (`fieldsShown`), or, in a form that cannot place them, in a list here.
 */
export function FormError({
  message,
  error,
  fieldsShown = false,
}: {
  message?: string | null;
  error?: ServerError | Error | null;
  fieldsShown?: boolean;
}) {
  const { t } = useTranslation();
  const text = useServerMessage(error ?? (message ? { message } : null));
  if (!text) return null;
  const fields = (error as ServerError | null | undefined)?.fields;
  const aboutFields =
    (error as ServerError | null | undefined)?.key === FIELD_ERROR_SUMMARY &&
    fields &&
    Object.keys(fields).length > 0;
  return (
    <div className="form-error" role="alert">
      <p>{text}</p>
      {aboutFields && !fieldsShown && (
        <ul>
          {Object.entries(fields).map(([name, key]) => (
            <li key={name}>{t('fieldError.named', { field: readableName(name), problem: t(key) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The primary save button at the end of an editable form, shown only while the form can be edited. */
export function SaveButtonRow({
  shown,
  pending,
  label,
  testId,
}: {
  shown: boolean;
  pending: boolean;
  label: string;
  testId: string;
}) {
  if (!shown) return null;
  return (
    <div className="row end">
      <button type="submit" className="button primary" disabled={pending} data-testid={testId}>
        {label}
      </button>
    </div>
  );
}
