import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { inviteConfirmationForm } from '../../../common/user-validation';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, FormError, NewPasswordFields } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { accountApi } from '../account/api';
import { useCurrentEvent } from '../event/event-context';
import { projectApi, useInvalidateProjects, useInvitationOffer } from '../projects/api';
import { useCommonPasswords } from './common-passwords';
import { useSession } from './session';

function useInvitationParams() {
  const [params] = useSearchParams();
  return { projectId: Number(params.get('projectId') ?? 0), token: params.get('token') ?? '' };
}

function useOpenProjectEditor() {
  const event = useCurrentEvent();
  const to = useLocalePath();
  const navigate = useNavigate();
  return (projectId: number) =>
    navigate(to(`/${event.slug}/profile/my-projects/${projectId}`), { replace: true });
}

/** /{eventSlug}/accept-participants-invitation: what the invitation offers and how to take it. */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('invitation.title'));
  const event = useCurrentEvent();
  const to = useLocalePath();
  const location = useLocation();
  const session = useSession();
  const { toast } = useUi();
  const invalidate = useInvalidateProjects();
  const openEditor = useOpenProjectEditor();
  const { projectId, token } = useInvitationParams();
  const offer = useInvitationOffer(projectId, token);
  const accept = useMutation({
    mutationFn: () => projectApi.accept(projectId, { token }),
    onSuccess: async () => {
      await invalidate();
      toast(t('invitation.joined'), 'success');
      openEditor(projectId);
    },
  });

  if (!projectId || !token) return <ErrorMessage message={t('invitation.invalid')} />;
  if (offer.isPending) return <Loading />;
  if (offer.isError) return <ErrorMessage message={offer.error.message} />;
  const { projectTitle, role, hasAccount, email } = offer.data;
  const here = location.pathname + location.search;

  return (
    <section className="card stack auth-card" data-testid="invitation">
      <h1>{t('invitation.title')}</h1>
      <p>
        {t('invitation.offer', {
          project: projectTitle || t('myProjects.untitled'),
          role: t(`team.roles.${role}`),
        })}
      </p>
      <p className="muted small">{t('invitation.sentTo', { email })}</p>
      <FormError error={accept.error} />
      {hasAccount ? (
        session ? (
          <button
            type="button"
            className="button primary"
            disabled={accept.isPending}
            onClick={() => accept.mutate()}
          >
            {t('invitation.join')}
          </button>
        ) : (
          <Link
            className="button primary"
            to={`${to(`/${event.slug}/login`)}?returnUrl=${encodeURIComponent(here)}`}
          >
            {t('invitation.loginToJoin')}
          </Link>
        )
      ) : (
        <Link
          className="button primary"
          to={`${to(`/${event.slug}/invite/confirmation`)}?projectId=${projectId}&token=${encodeURIComponent(token)}`}
        >
          {t('invitation.createAccount')}
        </Link>
      )}
    </section>
  );
}

const NEW_ACCOUNT = { firstName: '', lastName: '', userName: '', password: '', passwordConfirm: '' };

/** /{eventSlug}/invite/confirmation: a newcomer sets a user name and password and joins the team. */
export function InviteConfirmationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('inviteConfirmation.title'));
  const { projectId, token } = useInvitationParams();
  const offer = useInvitationOffer(projectId, token);
  const openEditor = useOpenProjectEditor();
  const { toast } = useUi();
  const common = useCommonPasswords();
  const schema = useMemo(() => inviteConfirmationForm(common), [common]);
  const form = useZodForm(schema, NEW_ACCOUNT, async ({ password, ...account }) => {
    const membership = await accountApi.acceptInvitation(
      projectId,
      { token, ...account, newPassword: password },
      offer.data?.email,
    );
    toast(t('invitation.joined'), 'success');
    openEditor(membership.projectId);
  });

  if (!projectId || !token) return <ErrorMessage message={t('invitation.invalid')} />;
  if (offer.isError) return <ErrorMessage message={offer.error.message} />;

  return (
    <section className="card stack auth-card">
      <h1>{t('inviteConfirmation.title')}</h1>
      {offer.data && <p className="muted">{t('invitation.sentTo', { email: offer.data.email })}</p>}
      <form className="form" onSubmit={form.handleSubmit} noValidate>
        <FormError error={form.serverError} />
        <Field label={t('profile.firstName')} autoComplete="given-name" {...form.field('firstName')} />
        <Field label={t('profile.lastName')} autoComplete="family-name" {...form.field('lastName')} />
        <Field label={t('profile.userName')} autoComplete="username" {...form.field('userName')} />
        <NewPasswordFields
          password={{
            label: t('inviteConfirmation.password'),
            hint: t('inviteConfirmation.passwordHint'),
            ...form.field('password'),
          }}
          confirm={{ label: t('inviteConfirmation.passwordConfirm'), ...form.field('passwordConfirm') }}
        />
        <button type="submit" className="button primary" disabled={form.submitting}>
          {t('inviteConfirmation.submit')}
        </button>
      </form>
    </section>
  );
}
