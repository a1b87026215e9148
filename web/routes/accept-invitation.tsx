import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { checkInvitePassword, checkPersonName, checkUserName } from '../../common/validation';
import { ApiError, sendRequest } from '../api/client';
import { projectApi, type TeamMembership, useInvalidateProjects, useInvitationOffer } from '../api/projects';
import { COOKIE_MODE_HEADERS, startSession, useSession } from '../api/session';
import { ErrorMessage, Loading } from '../components/feedback';
import { Field, FormError } from '../components/form/fields';
import { useDocumentTitle } from '../lib/document-title';
import { useCurrentEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';
import { useUi } from '../state/ui-context';

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
      <FormError message={accept.error?.message} />
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

type ConfirmationField = 'firstName' | 'lastName' | 'userName' | 'password' | 'passwordConfirm';

function checkConfirmation(
  values: Record<ConfirmationField, string>,
): Partial<Record<ConfirmationField, string>> {
  const errors: Partial<Record<ConfirmationField, string>> = {};
  const first = checkPersonName('firstName', values.firstName);
  if (first) errors.firstName = 'inviteConfirmation.error.firstName';
  const last = checkPersonName('lastName', values.lastName);
  if (last) errors.lastName = 'inviteConfirmation.error.lastName';
  const userName = checkUserName(values.userName);
  if (userName) errors.userName = userName;
  const password = checkInvitePassword(values.password);
  if (password) errors.password = password;
  if (!values.passwordConfirm) errors.passwordConfirm = 'inviteConfirmation.error.passwordConfirm';
  else if (values.passwordConfirm !== values.password)
    errors.passwordConfirm = 'inviteConfirmation.error.passwordNotMatch';
  return errors;
}

/** /{eventSlug}/invite/confirmation: a newcomer sets a user name and password and joins the team. */
export function InviteConfirmationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('inviteConfirmation.title'));
  const { projectId, token } = useInvitationParams();
  const offer = useInvitationOffer(projectId, token);
  const openEditor = useOpenProjectEditor();
  const { toast } = useUi();
  const [values, setValues] = useState<Record<ConfirmationField, string>>({
    firstName: '',
    lastName: '',
    userName: '',
    password: '',
    passwordConfirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<ConfirmationField, string>>>({});
  const save = useMutation({
    mutationFn: async () => {
      const response = await sendRequest(`/project/${projectId}/accept`, {
        method: 'POST',
        anonymous: true,
        headers: COOKIE_MODE_HEADERS,
        body: {
          token,
          firstName: values.firstName,
          lastName: values.lastName,
          userName: values.userName,
          newPassword: values.password,
          passwordConfirm: values.passwordConfirm,
        },
      });
      const body = (await response.json()) as { membership?: TeamMembership; message?: string };
      if (!response.ok || !body.membership?.user)
        throw new ApiError(response.status, body.message ?? 'failed');
      const user = { ...body.membership.user, email: offer.data?.email };
      startSession(user);
      return body.membership;
    },
    onSuccess: (membership) => {
      toast(t('invitation.joined'), 'success');
      openEditor(membership.projectId);
    },
  });

  if (!projectId || !token) return <ErrorMessage message={t('invitation.invalid')} />;
  if (offer.isError) return <ErrorMessage message={offer.error.message} />;

  const bind = (field: ConfirmationField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkConfirmation(values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <section className="card stack auth-card">
      <h1>{t('inviteConfirmation.title')}</h1>
      {offer.data && <p className="muted">{t('invitation.sentTo', { email: offer.data.email })}</p>}
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={save.error?.message} />
        <Field label={t('profile.firstName')} autoComplete="given-name" {...bind('firstName')} />
        <Field label={t('profile.lastName')} autoComplete="family-name" {...bind('lastName')} />
        <Field label={t('profile.userName')} autoComplete="username" {...bind('userName')} />
        <Field
          label={t('inviteConfirmation.password')}
          type="password"
          autoComplete="new-password"
          hint={t('inviteConfirmation.passwordHint')}
          {...bind('password')}
        />
        <Field
          label={t('inviteConfirmation.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          {...bind('passwordConfirm')}
        />
        <button type="submit" className="button primary" disabled={save.isPending}>
          {t('inviteConfirmation.submit')}
        </button>
      </form>
    </section>
  );
}
