import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useServerMessage } from '../../i18n/server-keys';
import type { ServerError } from './use-zod-form';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A translation key (or a server message) to show under the input. */
  error?: string | null;
  hint?: ReactNode;
  multiline?: boolean;
}

export function Field({ label, error, hint, multiline, ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
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
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error, { defaultValue: error })}
        </p>
      )}
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

/**
 * A form's error: a translation key or a message, or the server's `{message, key?, values?}` answer (any
 * `Error`, an `ApiError` included), shown by its key in the namespace that holds it (docs/product.md).
 */
export function FormError({
  message,
  error,
}: {
  message?: string | null;
  error?: ServerError | Error | null;
}) {
  const text = useServerMessage(error ?? (message ? { message } : null));
  if (!text) return null;
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
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
