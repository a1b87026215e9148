import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { organiserApi, useStaffInvitation } from '../../api/organiser';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FormError } from '../../components/form/fields';
import { useCurrentEvent } from '../../lib/event-context';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';

/**
 * /{eventSlug}/manage/invitation?token=…: the mailed link of a staff invitation. Nobody becomes staff
 * unasked: the invited person, logged in with the account of the invited address, accepts here.
 */
export function StaffInvitationPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useUi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const offer = useStaffInvitation(event.slug, token);
  const accept = useMutation({
    mutationFn: () => organiserApi.acceptStaffInvitation(event.slug, token),
    onSuccess: async () => {
      // The event and the list of events this person runs now include the new role.
      await queryClient.invalidateQueries();
      toast(t('staffInvitation.accepted', { event: event.name }), 'success');
      navigate(to(`/${event.slug}/manage`), { replace: true });
    },
  });

  if (!token) return <ErrorMessage message={t('staffInvitation.invalid')} />;
  if (offer.isPending) return <Loading />;
  if (offer.isError) return <ErrorMessage message={t('staffInvitation.invalid')} />;
  const { eventName, role, email, inviter } = offer.data;
  const values = { event: eventName, role: t(`console.roles.${role}`), inviter };

  return (
    <section className="card stack auth-card" data-testid="staff-invitation">
      <h1>{t('staffInvitation.title', { event: eventName })}</h1>
      <p>{inviter ? t('staffInvitation.offer', values) : t('staffInvitation.offerAnonymous', values)}</p>
      <p className="muted small">{t('staffInvitation.sentTo', { email })}</p>
      <FormError message={accept.error?.message} />
      <button
        type="button"
        className="button primary"
        disabled={accept.isPending}
        onClick={() => accept.mutate()}
      >
        {t('staffInvitation.accept')}
      </button>
    </section>
  );
}
