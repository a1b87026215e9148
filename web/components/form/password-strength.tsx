import { passwordStrength, unmetPasswordRules } from '../../../common/user-validation';
import { useTranslation } from '../../i18n/react';
import { useCommonPasswords } from '../../lib/common-passwords';

/** Score 0..100 with its band, and the sign-up password rules still to meet, as the user types. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const common = useCommonPasswords();
  if (!password) return null;
  const { score, band } = passwordStrength(password, common);
  const unmet = unmetPasswordRules(password, common);
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
