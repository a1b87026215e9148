import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../../common/validation';
import { useCommonPasswords } from '../../lib/common-passwords';

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

export function FormError({ message }: { message: string | null | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {t(message, { defaultValue: message })}
    </p>
  );
}

/** Score 0..100 with the SPEC bands, and the sign-up rules still to meet. */
export function PasswordStrengthMeter({ password, unmet }: { password: string; unmet: readonly string[] }) {
  const { t } = useTranslation();
  const common = useCommonPasswords();
  if (!password) return null;
  const { score, band } = passwordStrength(password, common);
  return (
    <div className="strength" data-band={band} data-testid="password-strength">
      <div
        className="strength-bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-label={t('register.strength.label', { band: t(`register.strength.${band}`) })}
      >
        <span style={{ width: `${Math.max(score, 4)}%` }} />
      </div>
      <small>{t('register.strength.label', { band: t(`register.strength.${band}`) })}</small>
      {unmet.length > 0 && (
        <ul className="unmet">
          {unmet.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
