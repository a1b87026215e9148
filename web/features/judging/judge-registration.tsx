import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyJudging } from '../../../common/judging';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi } from './api';
import { useFormatWhen } from './when';

/**
 * Someone who is not a judge: during the judge-registration window (when the organiser allows it) they
 * register and wait for the organiser; otherwise the page says when registration opens, or that it is
 * closed and an invitation is the way in.
 */
export function JudgeRegistration({ me }: { me: MyJudging }) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const queryClient = useQueryClient();
  const when = useFormatWhen();
  const register = useMutation({
    mutationFn: () => judgingApi.register(event.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgingApi.me.key(event.id) }),
  });
  const { open, opensAt, closesAt } = me.registration;
  const opensLater = !open && opensAt && new Date(opensAt).getTime() > Date.now();

  return (
    <section className="judge-card stack" data-testid="judge-registration">
      <h2>{t('register.title', { event: event.name })}</h2>
      {open ? (
        <>
          <p>{t('register.text')}</p>
          {closesAt && <p className="muted">{t('register.until', { date: when(closesAt) })}</p>}
          <FormError error={register.error} />
          <button
            type="button"
            className="button primary block huge"
            disabled={register.isPending}
            onClick={() => register.mutate()}
          >
            {t('register.button')}
          </button>
        </>
      ) : (
        <>
          <p>{opensLater ? t('register.opensAt', { date: when(opensAt) }) : t('register.closed')}</p>
          <p className="muted">{t('register.invited')}</p>
        </>
      )}
    </section>
  );
}
