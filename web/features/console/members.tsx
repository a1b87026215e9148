import { ASSIGNABLE_ROLES, type AssignableRole, staffInviteForm } from '../../../common/schemas/members';
import { displayName } from '../../../common/users';
import { useConfirm } from '../../components/confirm';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, FormError, SelectField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { organiserApi, useMembers, useOrganiserMutation } from './api';
import { useConsoleCan } from './console-context';
import { PendingInvitation } from './pending-invitation';
import { RowMenu } from './row-menu';

type Member = ReturnType<typeof useMembers> extends { data?: { members: (infer M)[] } } ? M : never;
const nameOf = (member: Member) => (member.user ? displayName(member.user) : String(member.userId));

/**
 * Event staff: owners and admins invite people by e-mail (each accepts from the mailed link), change
 * roles and remove them.
 */
export function ConsoleMembers() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('console');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const confirm = useConfirm();
  const { toast } = useUi();
  const members = useMembers(event.id);
  const invite = useOrganiserMutation(({ email, role }: { email: string; role: AssignableRole }) =>
    organiserApi.inviteMember(event.id, email, role),
  );
  const form = useZodForm(staffInviteForm, { email: '', role: 'ss_event_editor' }, async (invitation) => {
    await invite.mutateAsync(invitation);
    toast(t('console.memberInvited'), 'success');
    form.reset({ email: '', role: invitation.role });
  });
  const change = useOrganiserMutation(({ userId, next }: { userId: number; next: AssignableRole }) =>
    organiserApi.changeMember(event.id, userId, next),
  );
  const remove = useOrganiserMutation((userId: number) => organiserApi.removeMember(event.id, userId));
  const cancel = useOrganiserMutation((invitationId: number) =>
    organiserApi.cancelInvitation(event.id, invitationId),
  );
  const manage = can('manage_members');
  const onError = (error: Error) => toast(error, 'error');

  if (members.isPending) return <Loading />;
  if (members.isError) return <ErrorMessage message={members.error.message} />;
  return (
    <div className="stack">
      <h1>{t('console.sections.members')}</h1>
      <div className="data-table-frame">
        <table className="data-table" data-testid="member-table">
          <thead>
            <tr>
              <th scope="col">{tc('columns.name')}</th>
              <th scope="col">{t('console.fields.role')}</th>
              {manage && (
                <th scope="col" className="actions">
                  <span className="sr-only">{tc('rowActions.heading')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {members.data.members.map((member) => {
              const editable = manage && member.role !== 'ss_event_owner';
              return (
                <tr key={member.userId}>
                  <td>
                    <span className="cell-main">
                      <strong>{nameOf(member)}</strong>
                      {member.user && <span className="cell-sub">@{member.user.userName}</span>}
                    </span>
                  </td>
                  <td>
                    {editable ? (
                      <select
                        className="cell-select"
                        aria-label={tc('members.roleOf', { name: nameOf(member) })}
                        value={member.role}
                        onChange={(e) =>
                          change.mutate(
                            { userId: member.userId, next: e.target.value as AssignableRole },
                            { onError },
                          )
                        }
                      >
                        {ASSIGNABLE_ROLES.map((option) => (
                          <option key={option} value={option}>
                            {t(`console.roles.${option}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <span className="pill">{t(`console.roles.${member.role}`)}</span>
                    )}
                  </td>
                  {manage && (
                    <td className="actions">
                      {editable && (
                        <RowMenu
                          label={tc('rowActions.menu', { name: nameOf(member) })}
                          actions={[
                            {
                              label: tc('members.remove', { name: nameOf(member) }),
                              destructive: true,
                              onSelect: async () => {
                                if (
                                  await confirm(t('console.removeMemberConfirm'), tc('members.removeButton'))
                                )
                                  remove.mutate(member.userId, {
                                    onError,
                                    onSuccess: () =>
                                      toast(tc('members.removed', { name: nameOf(member) }), 'success'),
                                  });
                              },
                            },
                          ]}
                        />
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {members.data.invitations.length > 0 && (
        <section className="stack">
          <h2>{t('console.pendingInvitations')}</h2>
          <ul className="console-list" data-testid="staff-invitations">
            {members.data.invitations.map((invitation) => (
              <PendingInvitation
                key={invitation.id}
                who={
                  <>
                    {invitation.email} <span className="pill">{t(`console.roles.${invitation.role}`)}</span>
                  </>
                }
                expiresAt={invitation.expiresAt}
                onCancel={manage ? () => cancel.mutate(invitation.id, { onError }) : undefined}
              />
            ))}
          </ul>
        </section>
      )}
      {manage && (
        <form className="form card" onSubmit={form.handleSubmit} noValidate>
          <h2>{t('console.addMember')}</h2>
          <FormError error={form.serverError} />
          <Field label={t('team.emailLabel')} type="email" {...form.field('email')} />
          <SelectField label={t('console.fields.role')} className="field inline" {...form.field('role')}>
            {ASSIGNABLE_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`console.roles.${option}`)}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="button primary" disabled={form.submitting}>
            {t('console.invite')}
          </button>
        </form>
      )}
    </div>
  );
}
