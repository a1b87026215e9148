import { type Judge, type JudgeInvitationInput, judgeInvitationInput } from '../../../common/judging';
import { displayName } from '../../../common/users';
import { useConfirm } from '../../components/confirm';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { PendingInvitation } from '../console/pending-invitation';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudges, useJudgingMutation } from './api';
import { ConflictsEditor } from './conflicts-editor';
import { JudgingSettingsCard } from './settings-card';

/**
 * Judges: invite by e-mail or user name (each accepts from the mailed link), accept people who
 * registered themselves, record conflicts of interest, remove.
 */
export function JudgesPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation(['judging', 'translation']);
  const event = useCurrentEvent();
  const { toast } = useUi();
  const confirm = useConfirm();
  const judges = useJudges(event.id);
  const invite = useJudgingMutation((input: JudgeInvitationInput) => judgingApi.invite(event.id, input));
  const inviteForm = useZodForm(
    judgeInvitationInput,
    { invitee: '' },
    async (input) => {
      const sent = await invite.mutateAsync(input);
      toast(t('judges.invited', { who: sent.invited }), 'success');
      inviteForm.reset({ invitee: '' });
    },
    { toInput: ({ invitee }) => invitationOf(invitee) },
  );
  const accept = useJudgingMutation((judgeId: number) => judgingApi.acceptJudge(event.id, judgeId));
  const remove = useJudgingMutation((judgeId: number) => judgingApi.removeJudge(event.id, judgeId));
  const cancel = useJudgingMutation((invitationId: number) =>
    judgingApi.cancelInvitation(event.id, invitationId),
  );
  const onError = (error: Error) => toast(error, 'error');

  if (judges.isPending) return <Loading />;
  if (judges.isError) return <ErrorMessage message={judges.error.message} onRetry={() => judges.refetch()} />;
  const waiting = judges.data.judges.filter((judge) => judge.status === 'pending');
  const active = judges.data.judges.filter((judge) => judge.status === 'active');
  const removeJudge = async (judge: Judge, question: string) => {
    if (await confirm(question)) remove.mutate(judge.id, { onError });
  };

  return (
    <div className="stack">
      <JudgingSettingsCard editable={editable} />
      {editable && (
        <form className="form card" onSubmit={inviteForm.handleSubmit} noValidate>
          <h2>{t('judges.inviteTitle')}</h2>
          <FormError error={inviteForm.serverError} />
          <div className="invite-row">
            <Field
              label={t('judges.inviteLabel')}
              autoComplete="off"
              data-testid="judge-invitee"
              {...inviteForm.field('invitee')}
              // The box is sent as an address or a user name: either one's broken rule is the box's.
              error={inviteForm.errors.email ?? inviteForm.errors.userName ?? inviteForm.errors['']}
            />
            <button type="submit" className="button primary" disabled={inviteForm.submitting}>
              {t('judges.invite')}
            </button>
          </div>
          <p className="field-hint">{t('judges.inviteHint')}</p>
        </form>
      )}
      {waiting.length > 0 && (
        <section className="stack">
          <h2>{t('judges.waitingTitle')}</h2>
          <ul className="console-list" data-testid="judge-registrations">
            {waiting.map((judge) => (
              <li key={judge.id} className="card row between wrap">
                <JudgeName judge={judge} />
                {editable && (
                  <span className="row wrap">
                    <button
                      type="button"
                      className="button primary small"
                      onClick={() => accept.mutate(judge.id, { onError })}
                    >
                      {t('judges.accept')}
                    </button>
                    <button
                      type="button"
                      className="button ghost small"
                      onClick={() => removeJudge(judge, t('judges.declineConfirm'))}
                    >
                      {t('judges.decline')}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {judges.data.invitations.length > 0 && (
        <section className="stack">
          <h2>{t('judges.invitationsTitle')}</h2>
          <ul className="console-list" data-testid="judge-invitations">
            {judges.data.invitations.map((invitation) => (
              <PendingInvitation
                key={invitation.id}
                who={<strong>{invitation.email ?? `@${invitation.userName}`}</strong>}
                expiresAt={invitation.expiresAt}
                onCancel={editable ? () => cancel.mutate(invitation.id, { onError }) : undefined}
              />
            ))}
          </ul>
        </section>
      )}
      <section className="stack">
        <h2>{t('judges.activeTitle', { count: active.length })}</h2>
        {active.length === 0 && <p className="muted">{t('judges.none')}</p>}
        <ul className="console-list" data-testid="judges">
          {active.map((judge) => (
            <li key={judge.id} className="card stack">
              <div className="row between wrap">
                <span className="row wrap">
                  <JudgeName judge={judge} />
                  <span className="pill">{t(`judges.source.${judge.source}`)}</span>
                </span>
                {editable && (
                  <button
                    type="button"
                    className="button ghost small"
                    onClick={() => removeJudge(judge, t('judges.removeConfirm'))}
                  >
                    {t('judges.remove')}
                  </button>
                )}
              </div>
              <ConflictsEditor judge={judge} editable={editable} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The invitation the box asks for: by e-mail address when it holds an @, else by user name. */
function invitationOf(invitee: string): JudgeInvitationInput {
  const who = invitee.trim();
  return who.includes('@') ? { email: who } : { userName: who.replace(/^@/, '') };
}

function JudgeName({ judge }: { judge: Judge }) {
  return (
    <span>
      <strong>{displayName(judge.user)}</strong>
      <span className="muted small"> @{judge.user.userName}</span>
    </span>
  );
}
