import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { JudgeLook, SkipReason } from '../../../common/judging';
import { announce } from '../../components/announcer';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { focusAfterRender } from '../../lib/focus';
import { judgingApi, useJudgeQueue } from './api';
import { JudgedProjectCard } from './judged-project';
import { clearDraft, type LookDraft, loadDraft, saveDraft } from './look-draft';
import { PairCards } from './pair-cards';
import { newIdempotencyKey, type OutboxEntry } from './score-outbox';
import { ScoreSheet } from './score-sheet';
import { SyncStatus } from './sync-status';
import { useScoreOutbox } from './use-score-outbox';

/** A withdrawn submission back into the form it came from. */
function draftOf(entry: OutboxEntry): LookDraft {
  const body = entry.body;
  if (entry.action === 'skip')
    return { scores: {}, preferred: null, margin: null, note: body.note ?? '', comment: '' };
  const submitted = entry.body;
  return {
    scores: Object.fromEntries((submitted.scores ?? []).map((score) => [score.criterionId, score.score])),
    preferred: submitted.preferred ?? null,
    margin: submitted.margin ?? null,
    note: submitted.note ?? '',
    comment: submitted.comment ?? '',
  };
}

/**
 * One round on the judge's phone: where they stand, the project in front of them with its score sheet,
 * and Undo. Finished looks go through the device's outbox, so scoring goes on while the hall's wifi is
 * down; the next project comes when the server has the last one.
 */
export function JudgeRound({
  eventId,
  roundId,
  userId,
}: {
  eventId: number;
  roundId: number;
  userId: number;
}) {
  const { t } = useTranslation('judging');
  const queryClient = useQueryClient();
  const queue = useJudgeQueue(eventId, roundId, true);
  const { outbox, state, online } = useScoreOutbox(userId);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: judgingApi.next.key(eventId, roundId) }),
      queryClient.invalidateQueries({ queryKey: judgingApi.me.key(eventId) }),
    ]);
  const undo = useMutation({
    mutationFn: (lookId: number) => judgingApi.undoLook(eventId, lookId),
    // The answer is the queue with the reopened look; the look to forget is the one undone.
    onSuccess: (_queue, lookId) => {
      outbox.forget(lookId);
      return refresh();
    },
  });
  const look = queue.data?.look ?? null;
  const waitingHere = state.pending.filter((entry) => entry.roundId === roundId);
  const lastWaiting = waitingHere[waitingHere.length - 1];
  const waitingLook = look ? waitingHere.find((entry) => entry.lookId === look.id) : undefined;
  const alreadySent = look !== null && state.recentlySent.includes(look.id);
  const lookId = look?.id;
  const finished = Boolean(waitingLook) || alreadySent;

  const firstLook = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new project, or the card saying where the last one is, starts at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    // After a submit the Submit button is gone: the reader starts again at the new card's heading and
    // hears which project came (the first one is the page's own start).
    if (firstLook.current) {
      firstLook.current = lookId === undefined;
      return;
    }
    focusAfterRender(
      '.judge-round .pair-current .pair-title, .judge-round .judged-title, .judge-round .judge-card h2',
      { force: true },
    );
    if (look && !finished) announce(t('judge.nextAnnounced', { title: look.project.title }));
  }, [lookId, finished]);

  const finish = (current: JudgeLook, entry: Pick<OutboxEntry, 'action' | 'body'>) => {
    outbox.enqueue({
      ...entry,
      eventId,
      roundId,
      lookId: current.id,
      projectTitle: current.project.title,
    } as Omit<OutboxEntry, 'queuedAt' | 'attempts'>);
    clearDraft(current.id);
  };
  const undoLast = () => {
    if (lastWaiting) {
      const withdrawn = outbox.withdraw(lastWaiting.body.idempotencyKey);
      if (withdrawn) saveDraft(withdrawn.lookId, draftOf(withdrawn));
      return;
    }
    if (queue.data?.undoableLookId) undo.mutate(queue.data.undoableLookId);
  };
  const canUndo = Boolean(lastWaiting) || Boolean(queue.data?.undoableLookId);

  return (
    <div className="stack judge-round">
      <div className="judge-progress-bar">
        {queue.data && (
          <p className="judge-progress" data-testid="judge-progress">
            {t('judge.progress', { done: queue.data.progress.done, skipped: queue.data.progress.skipped })}
          </p>
        )}
        <SyncStatus state={state} online={online} outbox={outbox} roundId={roundId} />
      </div>
      {queue.isPending ? (
        <Loading />
      ) : queue.isError && !queue.data ? (
        <div className="stack">
          <ErrorMessage
            message={online ? queue.error.message : t('judge.offline')}
            onRetry={() => queue.refetch()}
          />
        </div>
      ) : finished ? (
        <section className="judge-card stack" data-testid="look-finished">
          <h2>{waitingLook?.action === 'skip' ? t('judge.skippedTitle') : t('judge.submittedTitle')}</h2>
          <p className="big-text">{look?.project.title}</p>
          <p>{waitingLook ? t('judge.keptOnPhone') : t('judge.loadingNext')}</p>
          {alreadySent && (
            <button type="button" className="button block big" onClick={() => queue.refetch()}>
              {t('judge.next')}
            </button>
          )}
        </section>
      ) : look ? (
        <LookScreen
          key={look.id}
          look={look}
          onSubmit={(draft) =>
            finish(look, {
              action: 'submit',
              body: {
                idempotencyKey: newIdempotencyKey(),
                scores: look.rubric?.map((criterion) => ({
                  criterionId: criterion.id,
                  score: draft.scores[criterion.id] ?? criterion.min,
                })),
                preferred:
                  look.comparedWith && draft.margin !== 'same' ? (draft.preferred ?? undefined) : undefined,
                margin: look.comparedWith ? (draft.margin ?? undefined) : undefined,
                note: draft.note.trim() || null,
                comment: draft.comment.trim() || null,
              },
            })
          }
          onSkip={(reason, note) =>
            finish(look, {
              action: 'skip',
              body: { idempotencyKey: newIdempotencyKey(), reason, note: note.trim() || null },
            })
          }
        />
      ) : (
        <section className="judge-card stack" data-testid="round-done">
          <h2>{t('judge.allDone')}</h2>
          <p>{t('judge.allDoneText')}</p>
          <button type="button" className="button block big" onClick={() => queue.refetch()}>
            {t('judge.checkAgain')}
          </button>
        </section>
      )}
      <FormError error={undo.error} />
      {canUndo && (
        <button
          type="button"
          className="button ghost block big"
          disabled={undo.isPending || (!lastWaiting && !online)}
          onClick={undoLast}
          data-testid="undo-look"
        >
          {t('judge.undo')}
        </button>
      )}
    </div>
  );
}

function LookScreen({
  look,
  onSubmit,
  onSkip,
}: {
  look: JudgeLook;
  onSubmit: (draft: LookDraft) => void;
  onSkip: (reason: SkipReason, note: string) => void;
}) {
  const { t } = useTranslation('judging');
  const [draft, setDraft] = useState(() => loadDraft(look));
  const change = (next: LookDraft) => {
    setDraft(next);
    saveDraft(look.id, next);
  };
  return (
    <div className="stack">
      {look.reason === 'pinned' && <p className="pill">{t('judge.pinned')}</p>}
      {/* A comparison starts with both projects and the answers, on one phone screen; the current
          project's description and links follow the sheet. */}
      {look.comparedWith ? (
        <PairCards previous={look.comparedWith} current={look.project} />
      ) : (
        <JudgedProjectCard project={look.project} />
      )}
      <ScoreSheet
        look={look}
        draft={draft}
        onChange={change}
        onSubmit={() => onSubmit(draft)}
        onSkip={onSkip}
      />
      {look.comparedWith && <JudgedProjectCard project={look.project} />}
    </div>
  );
}
