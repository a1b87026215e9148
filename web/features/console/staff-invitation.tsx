import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { JUDGE_ROLE } from '../../../common/judging';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { organiserApi, useStaffInvitation } from './api';

/** The judge role, checked against the contract without loading its schemas into this page. */
const judgeRole: typeof JUDGE_ROLE = 'ss_event_judge';
/** An invitation to take part (an imported participant list), accepted on the same page. */
const participantRole = 'ss_event_participant';

/**
 * /{eventSlug}/manage/invitation?token=…: the mailed link of a staff or judge invitation. Nobody becomes
 * staff or a judge unasked: the invited person, logged in with the account of the invited address,
 * accepts here. A judge goes on to the judge page, staff to the console.
 */
export function StaffInvitationPage() {
  const { t } = useTranslation(['translation', 'judging', 'imports']);
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
    onSuccess: async ({ role }) => {
      // The event and the list of events this person runs now include the new role.
      await queryClient.invalidateQueries();
      const judging = role === judgeRole;
      const taking = role === participantRole;
      toast(
        t(
          judging
            ? 'judging:invitation.accepted'
            : taking
              ? 'imports:participantInvitation.accepted'
              : 'staffInvitation.accepted',
          { event: event.name },
        ),
        'success',
      );
      // Participants go to the event itself; they have no console.
      navigate(to(`/${event.slug}${judging ? '/judge' : taking ? '' : '/manage'}`), { replace: true });
    },
  });

  if (!token) return <ErrorMessage message={t('staffInvitation.invalid')} />;
  if (offer.isPending) return <Loading />;
  if (offer.isError) return <ErrorMessage message={t('staffInvitation.invalid')} />;
  const { eventName, role, email, inviter } = offer.data;
  const values = { event: eventName, role: t(`console.roles.${role}`), inviter };
  // A judge invitation reads as one: judging, not helping to run the event.
  const text =
    role === judgeRole
      ? 'judging:invitation'
      : role === participantRole
        ? 'imports:participantInvitation'
        : 'staffInvitation';

  return (
    <section className="card stack auth-card" data-testid="staff-invitation">
      <h1>{t(`${text}.title`, { event: eventName })}</h1>
      <p>{inviter ? t(`${text}.offer`, values) : t(`${text}.offerAnonymous`, values)}</p>
      <p className="muted small">{t('staffInvitation.sentTo', { email })}</p>
      <FormError error={accept.error} />
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
