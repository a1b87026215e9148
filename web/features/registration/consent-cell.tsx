import { useMutation } from '@tanstack/react-query';
import type { ConsentStatus } from '../../../common/registration';
import { consentApi } from '../../api/contract';
import { useTranslation } from '../../i18n/react';
import { useConsoleCan } from '../console/console-context';

/** A registrant's consent status in the console, with "resend" while a parent has not answered. */
export function ConsentCell({ slug, id, status }: { slug: string; id: number; status: ConsentStatus }) {
  const { t } = useTranslation('registration');
  const can = useConsoleCan();
  const resend = useMutation({
    mutationFn: () => consentApi.resend(slug, id),
  });
  return (
    <span data-testid="consent-status">
      {t(`consent.${status}`)}
      {status === 'pending' && can('manage_registrations') ? (
        resend.isSuccess ? (
          <span className="small muted" role="status">
            {' '}
            {t('consent.resent')}
          </span>
        ) : (
          <>
            {' '}
            <button
              type="button"
              className="button ghost small"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {t('consent.resend')}
            </button>
          </>
        )
      ) : null}
      {resend.error ? <span className="small error"> {resend.error.message}</span> : null}
    </span>
  );
}
