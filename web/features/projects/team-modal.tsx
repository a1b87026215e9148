import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { TeamRole } from '../../../common/constants';
import { teamEmailInvitation } from '../../../common/user-validation';
import { displayName, initials } from '../../../common/users';
import { teamsApi } from '../../api/contract';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FieldMessage, FormError, invalidProps } from '../../components/form/fields';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { useModal } from '../../components/modal/modal-context';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useSession } from '../auth/session';
import { projectApi, type UserSearchBy, useTeam, useUserSearch } from './api';

const INVITABLE_ROLES: TeamRole[] = ['CoOwner', 'Contributor', 'Viewer'];
const SEARCH_BY: UserSearchBy[] = ['KEYWORD', 'USER_NAME', 'EMAIL', 'USER_ID'];

/** The dialog's inputs: how to find people, the text searched (an address to invite by e-mail) and the role. */
type Invite = {
  searchBy: UserSearchBy;
  keyword: string;
  role: TeamRole;
};

const START: Invite = { searchBy: 'KEYWORD', keyword: '', role: 'Contributor' };

/** An input's or a select's props from a form field whose message, if any, is shown apart. */
const controlProps = ({ name, value, onChange, onBlur }: ReturnType<ZodForm<Invite>['field']>) => ({
  name,
  value,
  onChange,
  onBlur,
});

function TeamManager({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { toast } = useUi();
  const queryClient = useQueryClient();
  const team = useTeam(projectId);
  const messageId = useId();
  const form = useZodForm(
    teamEmailInvitation,
    START,
    async (invitation) => {
      await invite.mutateAsync(invitation);
    },
    { toInput: ({ keyword, role }) => ({ email: keyword, role }) },
  );
  const { searchBy, keyword, role } = form.values;
  const search = useUserSearch(searchBy, searchBy === 'EMAIL' ? '' : keyword);
  const emailError = searchBy === 'EMAIL' ? form.errors.email : undefined;

  const refresh = () => queryClient.invalidateQueries({ queryKey: teamsApi.list.key(projectId) });
  const invite = useMutation({
    mutationFn: (target: { email?: string; userName?: string; role: TeamRole }) =>
      projectApi.invite(projectId, target),
    onSuccess: () => {
      toast(t('team.invited'), 'success');
      form.reset({ searchBy, keyword: '', role });
      return refresh();
    },
    // A refused e-mail invitation shows in its form; one from the search results, as a toast.
    onError: (error, target) => {
      if (!target.email) toast(error, 'error');
    },
  });
  const remove = useMutation({
    mutationFn: (target: { userId?: number; invitationId?: number }) =>
      projectApi.uninvite(projectId, target),
    onSuccess: (result) => {
      toast(result.message, 'success');
      return refresh();
    },
    onError: (error) => toast(error, 'error'),
  });

  if (team.isPending) return <Loading />;
  if (team.isError) return <ErrorMessage message={team.error.message} onRetry={() => team.refetch()} />;
  const memberIds = new Set(team.data.memberships.map((m) => m.userId));

  return (
    <div className="stack team-manager">
      <ul className="team-list" aria-label={t('team.members')}>
        {team.data.memberships.map((member) => (
          <li key={member.id} className="row between">
            <span className="row">
              <span className="avatar" aria-hidden="true">
                {member.user ? initials(member.user) : '?'}
              </span>
              <span>
                {member.user ? displayName(member.user) : member.userId}
                <small className="muted"> · {t(`team.roles.${member.role}`)}</small>
              </span>
            </span>
            {(canManage || member.userId === session?.userId) && (
              <button
                type="button"
                className="button ghost small"
                onClick={() => remove.mutate({ userId: member.userId })}
              >
                {member.userId === session?.userId ? t('team.leave') : t('team.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {canManage && team.data.invitations.length > 0 && (
        <section>
          <h3>{t('team.pending')}</h3>
          <ul className="team-list" data-testid="pending-invitations">
            {team.data.invitations.map((invitation) => (
              <li key={invitation.id} className="row between">
                <span>
                  {invitation.userName ? `@${invitation.userName}` : invitation.email}
                  <small className="muted"> · {t(`team.roles.${invitation.role}`)}</small>
                </span>
                <button
                  type="button"
                  className="button ghost small"
                  onClick={() => remove.mutate({ invitationId: invitation.id })}
                >
                  {t('team.cancelInvitation')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {canManage && (
        // Only an e-mail address is sent from the form; the other ways list people to invite one by one.
        <form
          className="form"
          onSubmit={searchBy === 'EMAIL' ? form.handleSubmit : (event) => event.preventDefault()}
          noValidate
        >
          <h3>{t('team.invite')}</h3>
          <FormError error={form.serverError} />
          <div className="row wrap">
            <label className="field inline">
              <span>{t('team.searchBy')}</span>
              <select {...controlProps(form.field('searchBy'))}>
                {SEARCH_BY.map((option) => (
                  <option key={option} value={option}>
                    {t(`team.searchOptions.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field inline">
              <span>{t('team.role')}</span>
              <select {...controlProps(form.field('role'))}>
                {INVITABLE_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {t(`team.roles.${option}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="field">
            <span>{searchBy === 'EMAIL' ? t('team.emailLabel') : t('team.searchLabel')}</span>
            <input
              {...controlProps(form.field('keyword'))}
              {...invalidProps(emailError, messageId)}
              type={searchBy === 'EMAIL' ? 'email' : 'search'}
              data-testid="team-search"
              autoComplete="off"
            />
          </label>
          <FieldMessage id={messageId} error={emailError} />
          {searchBy === 'EMAIL' ? (
            <button type="submit" className="button primary" disabled={form.submitting || invite.isPending}>
              {t('team.inviteEmail')}
            </button>
          ) : (
            <ul className="search-results" aria-live="polite">
              {search.data?.map((user) => (
                <li key={user.id} className="row between">
                  <span>
                    {displayName(user)} <small className="muted">@{user.userName}</small>
                  </span>
                  {memberIds.has(user.id) ? (
                    <small className="muted">{t('team.alreadyMember')}</small>
                  ) : (
                    <button
                      type="button"
                      className="button small"
                      disabled={invite.isPending}
                      onClick={() => invite.mutate({ userName: user.userName, role })}
                    >
                      {t('team.inviteUser')}
                    </button>
                  )}
                </li>
              ))}
              {search.data?.length === 0 && <li className="muted">{t('team.noResults')}</li>}
            </ul>
          )}
        </form>
      )}
    </div>
  );
}

export function useTeamModal() {
  const { t } = useTranslation();
  const { openModal } = useModal();
  return (projectId: number, canManage: boolean) =>
    openModal({
      type: 'project',
      title: t('team.title'),
      render: () => <TeamManager projectId={projectId} canManage={canManage} />,
    });
}
