import { type FormEvent, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  type CardSuggestion,
  type JoinRequest,
  type ManagedTeam,
  normaliseSkill,
  TEAM_FINDER_LIMITS,
  type TeamFinderBoard,
  type TeamFinderCard,
  type TeamOpening,
} from '../../common/team-finder';
import {
  useAnswerRequest,
  useAskToJoin,
  useCloseOpening,
  useInviteFromCard,
  useRemoveCard,
  useSaveCard,
  useSaveOpening,
  useTeamBoard,
  useWithdrawRequest,
} from '../api/team-finder';
import { ErrorMessage, Loading } from '../components/feedback';
import { Field, FormError } from '../components/form/fields';
import { useTranslation } from '../i18n/react';
import { useDocumentTitle } from '../lib/document-title';
import { useCurrentEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';
import { useUi } from '../state/ui-context';
import './team-finder.css';

const useTeamsText = () => useTranslation('teams');

function SkillTags({ skills, matched = [] }: { skills: string[]; matched?: string[] }) {
  const { t } = useTeamsText();
  return (
    <ul className="tag-list skill-tags" aria-label={t('card.skills')}>
      {skills.map((skill) => (
        <li key={skill} className={`tag ${matched.includes(skill) ? 'matched' : ''}`}>
          {skill}
        </li>
      ))}
    </ul>
  );
}

/** Skills typed as tags: Enter or a comma adds one, the × of a tag removes it. */
function SkillInput({
  label,
  skills,
  onChange,
  testId,
}: {
  label: string;
  skills: string[];
  onChange: (skills: string[]) => void;
  testId: string;
}) {
  const { t } = useTeamsText();
  const id = useId();
  const [typing, setTyping] = useState('');
  const add = () => {
    const skill = normaliseSkill(typing.replace(/,/g, ''));
    if (skill && !skills.includes(skill) && skills.length < TEAM_FINDER_LIMITS.skillsMax) {
      onChange([...skills, skill]);
    }
    setTyping('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && !typing && skills.length) {
      onChange(skills.slice(0, -1));
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {skills.length > 0 && (
        <ul className="tag-list skill-tags editable">
          {skills.map((skill) => (
            <li key={skill} className="tag">
              {skill}
              <button
                type="button"
                className="tag-remove"
                aria-label={t('form.removeSkill', { skill })}
                onClick={() => onChange(skills.filter((s) => s !== skill))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row skill-entry">
        <input
          id={id}
          value={typing}
          maxLength={TEAM_FINDER_LIMITS.skillMax}
          onChange={(e) => setTyping(e.target.value)}
          onKeyDown={onKey}
          onBlur={() => typing.trim() && add()}
          data-testid={testId}
        />
        <button type="button" className="button secondary small" onClick={add}>
          {t('form.addSkill')}
        </button>
      </div>
      <div className="field-hint">{t('form.skillsHint', { count: TEAM_FINDER_LIMITS.skillsMax })}</div>
    </div>
  );
}

function CardForm({ board, onDone }: { board: TeamFinderBoard; onDone: () => void }) {
  const { t } = useTeamsText();
  const event = useCurrentEvent();
  const { toast } = useUi();
  const own = board.me?.card ?? null;
  const save = useSaveCard(event.slug, own !== null);
  const [skills, setSkills] = useState<string[]>(own?.skills ?? []);
  const [interests, setInterests] = useState(own?.interests ?? '');
  const [pitch, setPitch] = useState(own?.pitch ?? '');
  const [links, setLinks] = useState((own?.links ?? []).join('\n'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        skills,
        interests,
        pitch,
        links: links
          .split(/\s+/)
          .map((link) => link.trim())
          .filter(Boolean),
        visible: own?.visible ?? true,
      },
      {
        onSuccess: () => {
          toast(t('form.saved'), 'success');
          onDone();
        },
      },
    );
  };
  return (
    <form className="card stack team-form" onSubmit={submit} data-testid="card-form">
      <h3>{own ? t('form.editTitle') : t('form.newTitle')}</h3>
      <SkillInput label={t('card.skills')} skills={skills} onChange={setSkills} testId="card-skill-input" />
      <Field
        label={t('card.interests')}
        name="interests"
        value={interests}
        maxLength={TEAM_FINDER_LIMITS.interestsMax}
        onChange={(e) => setInterests(e.target.value)}
      />
      <Field
        label={t('card.pitch')}
        name="pitch"
        multiline
        value={pitch}
        hint={t('form.pitchHint', { count: TEAM_FINDER_LIMITS.pitchMax })}
        onChange={(e) => setPitch(e.target.value)}
      />
      <Field
        label={t('card.links')}
        name="links"
        multiline
        value={links}
        hint={t('form.linksHint', { count: TEAM_FINDER_LIMITS.linksMax })}
        onChange={(e) => setLinks(e.target.value)}
      />
      <FormError error={save.error} />
      <div className="row end">
        <button type="button" className="button ghost" onClick={onDone}>
          {t('form.cancel')}
        </button>
        <button type="submit" className="button primary" disabled={save.isPending} data-testid="card-save">
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}

function PersonCard({
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

function AskToJoin({ opening, board }: { opening: TeamOpening; board: TeamFinderBoard }) {
  const { t } = useTeamsText();
  const { toast } = useUi();
  const ask = useAskToJoin();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
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
  return (
    <form
      className="stack tight"
      onSubmit={(e) => {
        e.preventDefault();
        ask.mutate(
          { projectId: opening.projectId, message },
          { onSuccess: () => toast(t('actions.asked'), 'success') },
        );
      }}
    >
      <Field
        label={t('actions.message')}
        name="message"
        multiline
        value={message}
        hint={t('actions.messageHint')}
        onChange={(e) => setMessage(e.target.value)}
      />
      <FormError error={ask.error} />
      <div className="row end">
        <button type="button" className="button ghost small" onClick={() => setOpen(false)}>
          {t('form.cancel')}
        </button>
        <button
          type="submit"
          className="button primary small"
          disabled={ask.isPending}
          data-testid="send-request"
        >
          {t('actions.send')}
        </button>
      </div>
    </form>
  );
}

function OpeningCard({
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

function RequestRow({ request, manage }: { request: JoinRequest; manage: boolean }) {
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

function OpeningForm({ team, onDone }: { team: ManagedTeam; onDone: () => void }) {
  const { t } = useTeamsText();
  const save = useSaveOpening();
  const [skills, setSkills] = useState(team.opening?.skills ?? []);
  const [note, setNote] = useState(team.opening?.note ?? '');
  return (
    <form
      className="stack team-form"
      data-testid="opening-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ projectId: team.projectId, skills, note }, { onSuccess: onDone });
      }}
    >
      <SkillInput
        label={t('opening.skills')}
        skills={skills}
        onChange={setSkills}
        testId="opening-skill-input"
      />
      <Field
        label={t('opening.note')}
        name="note"
        multiline
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <FormError error={save.error} />
      <div className="row end">
        <button type="button" className="button ghost small" onClick={onDone}>
          {t('form.cancel')}
        </button>
        <button
          type="submit"
          className="button primary small"
          disabled={save.isPending}
          data-testid="opening-save"
        >
          {t('opening.save')}
        </button>
      </div>
    </form>
  );
}

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

function MySide({ board }: { board: TeamFinderBoard }) {
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

/** The skills most often named on the board, for the filter's chips. */
function topSkills(board: TeamFinderBoard): string[] {
  const counts = new Map<string, number>();
  for (const item of [...board.cards, ...board.openings]) {
    for (const skill of item.skills) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 12)
    .map(([skill]) => skill);
}

/** /{eventSlug}/teams: people looking for a team and teams looking for members (docs/product.md#team-finder). */
export function TeamFinderPage() {
  const { t } = useTeamsText();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const location = useLocation();
  const board = useTeamBoard(event.slug);
  const [skill, setSkill] = useState<string | null>(null);
  useDocumentTitle(t('title'));
  const chips = useMemo(() => (board.data ? topSkills(board.data) : []), [board.data]);
  if (board.isPending) return <Loading />;
  if (board.isError) return <ErrorMessage message={board.error.message} onRetry={() => board.refetch()} />;
  const data = board.data;
  const has = (item: { skills: string[] }) => !skill || item.skills.includes(skill);
  const inviteTeams = data.me?.teams.filter((team) => team.opening) ?? [];
  const returnUrl = encodeURIComponent(location.pathname);
  return (
    <div className="stack team-finder">
      <header className="stack tight">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        {!data.settings.enabled && <p className="notice">{t('offForVisitors')}</p>}
      </header>
      {!data.canAct && (
        <p className="notice">
          {data.cardsShown ? t('signInToAct') : t('signInToSee')}{' '}
          <Link to={to(`/${event.slug}/login?returnUrl=${returnUrl}`)}>{t('signIn')}</Link>
        </p>
      )}
      {data.me && <MySide board={data} />}
      {data.cardsShown && (
        <>
          {chips.length > 0 && (
            <nav className="chips skill-filter" aria-label={t('filter.label')}>
              <button
                type="button"
                className={`chip ${skill === null ? 'active' : ''}`}
                aria-pressed={skill === null}
                onClick={() => setSkill(null)}
              >
                {t('filter.all')}
              </button>
              {chips.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={`chip ${skill === name ? 'active' : ''}`}
                  aria-pressed={skill === name}
                  onClick={() => setSkill(skill === name ? null : name)}
                >
                  {name}
                </button>
              ))}
            </nav>
          )}
          <section className="stack" aria-labelledby="team-openings">
            <h2 id="team-openings">{t('opening.title')}</h2>
            {data.openings.filter(has).length ? (
              <ul className="team-grid">
                {data.openings.filter(has).map((opening) => (
                  <OpeningCard key={opening.projectId} opening={opening} board={data} />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('opening.empty')}</p>
            )}
          </section>
          <section className="stack" aria-labelledby="team-people">
            <h2 id="team-people">{t('card.title')}</h2>
            {data.cards.filter(has).length ? (
              <ul className="team-grid">
                {data.cards.filter(has).map((card) => (
                  <PersonCard key={card.id} card={card} board={data} inviteTeams={inviteTeams} />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('card.empty')}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
