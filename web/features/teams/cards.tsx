import { useState } from 'react';
import { Link } from 'react-router';
import type {
  JoinRequest,
  ManagedTeam,
  TeamFinderBoard,
  TeamFinderCard,
  TeamOpening,
} from '../../../common/team-finder';
import { FormError } from '../../components/form/fields';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { useAnswerRequest, useInviteFromCard, useRemoveCard, useWithdrawRequest } from './api';
import { AskToJoinForm } from './forms';
import { SkillTags, useTeamsText } from './skills';

/** A person's card on the board: skills, pitch, links, and the invitation a team's owner may send. */
export function PersonCard({
  card,
  board,
  matched,
  inviteTeams,
}: {
  card: TeamFinderCard;
  board: TeamFinderBoard;
  matched?: string[];
  inviteTeams: ManagedTeam[];
}) {
  const { t } = useTeamsText();
  const event = useCurrentEvent();
  const { toast } = useUi();
  const invite = useInviteFromCard();
  const remove = useRemoveCard(event.slug);
  const [team, setTeam] = useState(inviteTeams[0]?.projectId ?? 0);
  const mine = board.me?.card?.id === card.id;
  // The board lists only people on no team yet, so every team of the caller may invite them.
  const available = inviteTeams;
  return (
    <li className="card team-card" data-testid="person-card">
      <div className="team-card-head">
        <strong>{card.user.fullName}</strong>
        <span className="muted small">@{card.user.userName}</span>
      </div>
      <SkillTags skills={card.skills} matched={matched} />
      {card.interests && (
        <p className="small">
          <span className="muted">{t('card.interests')}: </span>
          {card.interests}
        </p>
      )}
      {card.pitch && <p className="team-pitch">{card.pitch}</p>}
      {card.links.length > 0 && (
        <ul className="team-links">
          {card.links.map((link) => (
            <li key={link}>
              <a href={link} rel="noopener noreferrer nofollow ugc" target="_blank">
                {link.replace(/^https?:\/\//, '')}
              </a>
            </li>
          ))}
        </ul>
      )}
      {!mine && available.length > 0 && board.canAct && (
        <div className="row team-actions">
          {available.length > 1 && (
            <select
              aria-label={t('actions.inviteTo')}
              value={team}
              onChange={(e) => setTeam(Number(e.target.value))}
            >
              {available.map((option) => (
                <option key={option.projectId} value={option.projectId}>
                  {option.projectTitle}
                </option>
              ))}
            </select>
          )}
          <button
            type="button"
            className="button primary small"
            disabled={invite.isPending || invite.isSuccess}
            data-testid="invite-card"
            onClick={() =>
              invite.mutate(
                { projectId: team || available[0]!.projectId, cardId: card.id },
                { onSuccess: () => toast(t('actions.invited', { name: card.user.fullName }), 'success') },
              )
            }
          >
            {invite.isSuccess ? t('actions.invitedShort') : t('actions.invite')}
          </button>
        </div>
      )}
      {board.canModerate && !mine && (
        <button
          type="button"
          className="button ghost small danger-text"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t('actions.removeConfirm'))) remove.mutate(card.id);
          }}
        >
          {t('actions.removeCard')}
        </button>
      )}
      <FormError error={invite.error ?? remove.error} />
    </li>
  );
}

/** Ask to join: a button that opens the request's form, or why the caller cannot ask. */
function AskToJoin({ opening, board }: { opening: TeamOpening; board: TeamFinderBoard }) {
  const { t } = useTeamsText();
  const [open, setOpen] = useState(false);
  const waiting = board.me?.requests.find((r) => r.projectId === opening.projectId && r.status === 'pending');
  if (!board.canAct || !board.canPost) return null;
  if (board.me?.teamProjectIds.includes(opening.projectId)) {
    return <p className="muted small">{t('actions.yourTeam')}</p>;
  }
  if (waiting) return <p className="muted small">{t('actions.waiting')}</p>;
  if (!open) {
    return (
      <button
        type="button"
        className="button primary small"
        onClick={() => setOpen(true)}
        data-testid="ask-to-join"
      >
        {t('actions.ask')}
      </button>
    );
  }
  return <AskToJoinForm projectId={opening.projectId} onCancel={() => setOpen(false)} />;
}

/** A team looking for members: what it needs, and the way to ask to join. */
export function OpeningCard({
  opening,
  board,
  matched,
}: {
  opening: TeamOpening;
  board: TeamFinderBoard;
  matched?: string[];
}) {
  const { t } = useTeamsText();
  const event = useCurrentEvent();
  const to = useLocalePath();
  return (
    <li className="card team-card opening" data-testid="opening-card">
      <div className="team-card-head">
        {opening.projectSlug ? (
          <Link to={to(`/${event.slug}/project/${opening.projectSlug}`)}>
            <strong>{opening.projectTitle}</strong>
          </Link>
        ) : (
          <strong>{opening.projectTitle}</strong>
        )}
        <span className="muted small">{t('opening.size', { count: opening.teamSize })}</span>
      </div>
      <p className="small muted">{t('opening.needs')}</p>
      <SkillTags skills={opening.missing.length ? opening.missing : opening.skills} matched={matched} />
      {opening.note && <p className="team-pitch">{opening.note}</p>}
      <AskToJoin opening={opening} board={board} />
    </li>
  );
}

/** A request to join: its owners answer it, its author may withdraw it while it waits. */
export function RequestRow({ request, manage }: { request: JoinRequest; manage: boolean }) {
  const { t } = useTeamsText();
  const answer = useAnswerRequest();
  const withdraw = useWithdrawRequest();
  return (
    <li className="team-request" data-testid="join-request">
      <div>
        <strong>{manage ? request.user.fullName : request.projectTitle}</strong>{' '}
        <span className={`pill request-${request.status}`}>{t(`requests.status.${request.status}`)}</span>
        {request.message && <p className="small team-pitch">{request.message}</p>}
      </div>
      {request.status === 'pending' && (
        <div className="row team-actions">
          {manage ? (
            <>
              <button
                type="button"
                className="button primary small"
                disabled={answer.isPending}
                data-testid="accept-request"
                onClick={() => answer.mutate({ request, verb: 'accept' })}
              >
                {t('requests.accept')}
              </button>
              <button
                type="button"
                className="button ghost small"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ request, verb: 'decline' })}
              >
                {t('requests.decline')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button ghost small"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate(request.id)}
            >
              {t('requests.withdraw')}
            </button>
          )}
        </div>
      )}
      <FormError error={answer.error ?? withdraw.error} />
    </li>
  );
}
