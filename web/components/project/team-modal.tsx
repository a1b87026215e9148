import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { TeamRole } from '../../../common/constants';
import { isValidEmail } from '../../../common/user-validation';
import { displayName, initials } from '../../../common/users';
import { teamsApi } from '../../api/contract';
import { projectApi, type UserSearchBy, useTeam, useUserSearch } from '../../api/projects';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { ErrorMessage, Loading } from '../feedback';
import { useModal } from '../modal/modal-context';

const INVITABLE_ROLES: TeamRole[] = ['CoOwner', 'Contributor', 'Viewer'];
const SEARCH_BY: UserSearchBy[] = ['KEYWORD', 'USER_NAME', 'EMAIL', 'USER_ID'];

function TeamManager({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { toast } = useUi();
  const queryClient = useQueryClient();
  const team = useTeam(projectId);
  const [searchBy, setSearchBy] = useState<UserSearchBy>('KEYWORD');
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<TeamRole>('Contributor');
  const search = useUserSearch(searchBy, searchBy === 'EMAIL' ? '' : keyword);

  const refresh = () => queryClient.invalidateQueries({ queryKey: teamsApi.list.key(projectId) });
  const invite = useMutation({
    mutationFn: (target: { email?: string; userName?: string }) =>
      projectApi.invite(projectId, { ...target, role }),
    onSuccess: () => {
      toast(t('team.invited'), 'success');
      setKeyword('');
      return refresh();
    },
    onError: (error) => toast(error, 'error'),
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

  const onInviteByEmail = (event: FormEvent) => {
    event.preventDefault();
    if (isValidEmail(keyword)) invite.mutate({ email: keyword.trim() });
  };

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
        <form className="form" onSubmit={onInviteByEmail}>
          <h3>{t('team.invite')}</h3>
          <div className="row wrap">
            <label className="field inline">
              <span>{t('team.searchBy')}</span>
              <select value={searchBy} onChange={(e) => setSearchBy(e.target.value as UserSearchBy)}>
                {SEARCH_BY.map((option) => (
                  <option key={option} value={option}>
                    {t(`team.searchOptions.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field inline">
              <span>{t('team.role')}</span>
              <select value={role} onChange={(e) => setRole(e.target.value as TeamRole)}>
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
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              type={searchBy === 'EMAIL' ? 'email' : 'search'}
              data-testid="team-search"
              autoComplete="off"
            />
          </label>
          {searchBy === 'EMAIL' ? (
            <button
              type="submit"
              className="button primary"
              disabled={!isValidEmail(keyword) || invite.isPending}
            >
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
                      onClick={() => invite.mutate({ userName: user.userName })}
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
