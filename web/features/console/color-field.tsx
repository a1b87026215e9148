import { useId, useState } from 'react';
import { firstBrokenRule, hexColor } from '../../../common/validation';
import { cleanedInput } from '../../components/form/cleaned-input';
import { useTranslation } from '../../i18n/react';

/**
 * An event colour: a swatch that opens the system colour picker, beside the hex code to type or paste.
 * The draft changes only with a valid code (the shared rule of common/validation.ts), so a half-typed
 * code never reaches the preview or the server.
 */
export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (color: string) => void;
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('console');
  const id = useId();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  const error = firstBrokenRule(hexColor, typed);
  return (
    <div className="field color-field">
      <label htmlFor={id}>{label}</label>
      <div className="color-field-row">
        <input
          type="color"
          className="color-swatch"
          value={value}
          aria-label={tc('pickColor', { name: label.toLocaleLowerCase() })}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          className="color-hex"
          value={typed}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const next = cleanedInput(e, (typed) => typed.trim());
            setTyped(next);
            if (!firstBrokenRule(hexColor, next)) onChange(next.toLowerCase());
          }}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
