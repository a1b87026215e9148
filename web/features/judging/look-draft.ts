import type { JudgeLook, PairwiseChoice, PairwiseMargin } from '../../../common/judging';

/**
 * What a judge has entered for a look so far, kept on the device at every tap, so a reload, a
 * crash or a lost connection never costs a score sheet half filled in.
 */
export interface LookDraft {
  /** Score per criterion id. */
  scores: Record<number, number>;
  preferred: PairwiseChoice | null;
  /** How much better, or `same` (then no `preferred`); null on drafts from before graded answers. */
  margin: PairwiseMargin | null;
  note: string;
  comment: string;
}

const keyOf = (lookId: number) => `showcase.judging.draft.${lookId}`;

export const emptyDraft = (): LookDraft => ({
  scores: {},
  preferred: null,
  margin: null,
  note: '',
  comment: '',
});

/** The server's copy of an undone look, as a draft. */
export function draftFromServer(look: JudgeLook): LookDraft {
  const server = look.draft;
  if (!server) return emptyDraft();
  return {
    scores: Object.fromEntries((server.scores ?? []).map((score) => [score.criterionId, score.score])),
    preferred: server.preferred,
    margin: server.margin ?? null,
    note: server.note ?? '',
    comment: server.comment ?? '',
  };
}

/** The device's draft of a look, else the server's (after an undo), else an empty one. */
export function loadDraft(look: JudgeLook, storage: Pick<Storage, 'getItem'> = localStorage): LookDraft {
  try {
    const stored = storage.getItem(keyOf(look.id));
    if (stored) return { ...emptyDraft(), ...(JSON.parse(stored) as Partial<LookDraft>) };
  } catch {
    // A damaged entry is ignored: the server's copy (or a blank sheet) is the next best thing.
  }
  return draftFromServer(look);
}

export function saveDraft(
  lookId: number,
  draft: LookDraft,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  try {
    storage.setItem(keyOf(lookId), JSON.stringify(draft));
  } catch {
    // Storage full or denied (private mode): the form still works, only without the safety net.
  }
}

export function clearDraft(lookId: number, storage: Pick<Storage, 'removeItem'> = localStorage) {
  storage.removeItem(keyOf(lookId));
}

/** Which parts of the sheet are still missing before it can be submitted. */
export function missingParts(look: JudgeLook, draft: LookDraft): { scores: number; preferred: boolean } {
  const scores = (look.rubric ?? []).filter((criterion) => draft.scores[criterion.id] === undefined).length;
  const answered = draft.preferred !== null || draft.margin === 'same';
  return { scores, preferred: look.comparedWith !== null && !answered };
}
