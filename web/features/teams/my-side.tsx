import { useState } from 'react';
import type { CardSuggestion, ManagedTeam, TeamFinderBoard } from '../../../common/team-finder';
import { FormError } from '../../components/form/fields';
import { useCurrentEvent } from '../event/event-context';
import { useCloseOpening, useRemoveCard, useSaveCard } from './api';
import { OpeningCard, PersonCard, RequestRow } from './cards';
import { CardForm, OpeningForm } from './forms';
import { SkillTags, useTeamsText } from './skills';

/** A team the caller manages: its opening, the requests to join it and the people who fit it. */
function TeamPanel({ team, board }: { team: ManagedTeam; board: TeamFinderBoard }) {
  const { t } = useTeamsText();
  const close = useCloseOpening();
  const [editing, setEditing] = useState(false);
  return (
    <section className="card stack team-panel" data-testid="team-panel">
      <h3>{team.projectTitle}</h3>
      {editing ? (
        <OpeningForm team={team} onDone={() => setEditing(false)} />
      ) : team.opening ? (
        <>
          <p className="small muted">{t('opening.looking')}</p>
          <SkillTags skills={team.opening.skills} matched={[]} />
          {team.opening.missing.length < team.opening.skills.length && (
            <p className="small muted">
              {t('opening.missing', { skills: team.opening.missing.join(', ') || '—' })}
            </p>
          )}
          <div className="row team-actions">
            <button type="button" className="button secondary small" onClick={() => setEditing(true)}>
              {t('opening.edit')}
            </button>
            <button
              type="button"
              className="button ghost small"
              disabled={close.isPending}
              onClick={() => close.mutate(team.projectId)}
            >
              {t('opening.stop')}
            </button>
          </div>
        </>
      ) : (
        <div className="stack tight">
          <p className="small muted">{t('opening.notLooking')}</p>
          <button
            type="button"
            className="button primary small"
            onClick={() => setEditing(true)}
            data-testid="mark-looking"
          >
            {t('opening.start')}
          </button>
        </div>
      )}
      {team.requests.length > 0 && (
        <>
          <h4>{t('requests.title')}</h4>
          <ul className="team-requests">
            {team.requests.map((request) => (
              <RequestRow key={request.id} request={request} manage />
            ))}
          </ul>
        </>
      )}
      {team.opening && (
        <>
          <h4>{t('suggestions.people')}</h4>
          {team.suggestions.length ? (
            <ul className="team-grid" data-testid="people-suggestions">
              {team.suggestions.map((card: CardSuggestion) => (
                <PersonCard
                  key={card.id}
                  card={card}
                  board={board}
                  matched={card.matched}
                  inviteTeams={[team]}
                />
              ))}
            </ul>
          ) : (
            <p className="small muted">{t('suggestions.nobody')}</p>
          )}
        </>
      )}
      <FormError error={close.error} />
    </section>
  );
}

/** The caller's side of the board: their card, their requests, the teams suggested and the teams they run. */
export function MySide({ board }: { board: TeamFinderBoard }) {
  const { t } = useTeamsText();
  const event = useCurrentEvent();
  const remove = useRemoveCard(event.slug);
  const save = useSaveCard(event.slug, true);
  const [editing, setEditing] = useState(false);
  const me = board.me!;
  const card = me.card;
  const prompt = !card && board.canPost && me.teamProjectIds.length === 0;
  const hasMine =
    editing || card || prompt || me.requests.length + me.suggestions.length + me.teams.length > 0;
  return (
    <section className="stack" aria-labelledby={hasMine ? 'team-mine' : undefined}>
      {hasMine && <h2 id="team-mine">{t('mine.title')}</h2>}
      {editing ? (
        <CardForm board={board} onDone={() => setEditing(false)} />
      ) : card ? (
        <div className="card stack" data-testid="my-card">
          <SkillTags skills={card.skills} />
          {card.pitch && <p className="team-pitch">{card.pitch}</p>}
          <p className="small muted">{t(`mine.state.${card.hiddenReason ?? 'listed'}`)}</p>
          <div className="row team-actions">
            <button type="button" className="button secondary small" onClick={() => setEditing(true)}>
              {t('mine.edit')}
            </button>
            {card.hiddenReason !== 'joined' && (
              <button
                type="button"
                className="button ghost small"
                disabled={save.isPending}
                onClick={() => save.mutate({ ...card, visible: !card.visible })}
              >
                {card.visible ? t('mine.hide') : t('mine.show')}
              </button>
            )}
            <button
              type="button"
              className="button ghost small"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(t('mine.removeConfirm'))) remove.mutate('own');
              }}
            >
              {t('mine.remove')}
            </button>
          </div>
          <FormError error={save.error ?? remove.error} />
        </div>
      ) : prompt ? (
        <div className="card stack tight">
          <p>{t('mine.none')}</p>
          <button
            type="button"
            className="button primary"
            onClick={() => setEditing(true)}
            data-testid="post-card"
          >
            {t('mine.post')}
          </button>
        </div>
      ) : null}
      {me.requests.length > 0 && (
        <>
          <h3>{t('requests.mine')}</h3>
          <ul className="team-requests">
            {me.requests.map((request) => (
              <RequestRow key={request.id} request={request} manage={false} />
            ))}
          </ul>
        </>
      )}
      {me.suggestions.length > 0 && (
        <>
          <h3>{t('suggestions.teams')}</h3>
          <ul className="team-grid" data-testid="team-suggestions">
            {me.suggestions.map((opening) => (
              <OpeningCard
                key={opening.projectId}
                opening={opening}
                board={board}
                matched={opening.matched}
              />
            ))}
          </ul>
        </>
      )}
      {me.teams.map((team) => (
        <TeamPanel key={team.projectId} team={team} board={board} />
      ))}
    </section>
  );
}
