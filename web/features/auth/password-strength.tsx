import {
  isPasswordRuleKey,
  PASSWORD_RULE_KEYS,
  passwordStrength,
  unmetPasswordRules,
} from '../../../common/user-validation';
import { useTranslation } from '../../i18n/react';
import { useCommonPasswords } from './common-passwords';

/**
 * The sign-up and reset password rules, each listed once and ticked as it is met, from the first
 * keystroke (before any submit), with the strength and its band (SPEC §5: weak, good, strong) once
 * something is typed. After a failed submit, the rules still unmet are marked as the errors.
 */
export function PasswordStrengthMeter({
  password,
  showErrors = false,
}: {
  password: string;
  showErrors?: boolean;
}) {
  const { t } = useTranslation();
  const common = useCommonPasswords();
  const { score, band } = passwordStrength(password, common);
  const unmet = new Set(unmetPasswordRules(password, common));
  const label = t('register.strength.label', { band: t(`register.strength.${band}`) });
  return (
    <div className="strength" data-band={band} data-testid="password-strength">
      {password && (
        <>
          <div
            className="strength-bar"
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={score}
            aria-label={label}
          >
            <span style={{ width: `${Math.max(score, 4)}%` }} />
          </div>
          <small aria-live="polite">{label}</small>
        </>
      )}
      <ul className="password-rules">
        {PASSWORD_RULE_KEYS.map((rule) => {
          const met = password !== '' && !unmet.has(rule);
          return (
            <li key={rule} className={met ? 'met' : showErrors ? 'missed' : undefined}>
              <span className="rule-mark" aria-hidden="true">
                {met ? '✓' : '○'}
              </span>
              <span>{t(rule)}</span>
              <span className="sr-only">{met ? t('register.ruleMet') : t('register.ruleNotMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A new-password field with its rules as the hint: a broken rule is marked in the list rather than
 * repeated under the field, and the field still reads as invalid.
 */
export function withPasswordRules<F extends { error?: string }>(field: F, password: string) {
  const isRule = isPasswordRuleKey(field.error);
  return {
    ...field,
    error: isRule ? undefined : field.error,
    'aria-invalid': Boolean(field.error),
    hint: <PasswordStrengthMeter password={password} showErrors={isRule} />,
  };
}
