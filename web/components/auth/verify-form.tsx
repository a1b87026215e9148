import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account';
import { rememberedVerifyAddress, useAfterLogin, useAuthMode } from '../../lib/use-auth-navigation';
import { useUi } from '../../state/ui-context';
import { Field } from '../form/fields';

export function VerifyForm() {
  const { t } = useTranslation();
  const [, setMode] = useAuthMode();
  const afterLogin = useAfterLogin();
  const { toast } = useUi();
  const address = rememberedVerifyAddress();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!address) {
    return (
      <button type="button" className="link-button" onClick={() => setMode('login')}>
        {t('login.backToLogin')}
      </button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    // SPEC §5: a missing code and a failed verification show the same message.
    if (!code.trim()) return setError('verification.error.verificationCode');
    setBusy(true);
    try {
      const result = await accountApi.verify(address, code.trim());
      toast(t('auth.welcome', { name: result.user.firstName ?? result.user.userName }), 'success');
      afterLogin();
    } catch {
      setError('verification.error.verificationCode');
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    await accountApi.sendCode(address).catch(() => undefined);
    setNotice(t('verification.resent'));
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>{t('verification.sentTo', { address })}</p>
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      <Field
        label={t('verification.code')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={error}
      />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? t('common.loading') : t('verification.submit')}
      </button>
      <div className="auth-links">
        <button type="button" className="link-button" onClick={resend}>
          {t('verification.resend')}
        </button>
        <button type="button" className="link-button" onClick={() => setMode('login')}>
          {t('login.backToLogin')}
        </button>
      </div>
    </form>
  );
}
