import { useId, useRef, useState } from 'react';
import type { JudgeLook, JudgingCriterion, SkipReason } from '../../../common/judging';
import { useTranslation } from '../../i18n/react';
import { useStickyInset } from '../../lib/sticky-insets';
import { COMMENT_MAX, NOTE_MAX, PAIRWISE_ANSWER_LIST, SKIP_REASON_LIST } from './judge-constants';
import { type LookDraft, missingParts } from './look-draft';

/** Scales up to this many steps are a row of buttons; longer ones (0–100) a slider with steps. */
const MAX_BUTTONS = 11;

/**
 * The score sheet of one look, built for a thumb: every choice is a large button (a real radio
 * underneath, so keyboards and screen readers work), the pairwise question names both projects,
 * and Submit says what is still missing.
 */
export function ScoreSheet({
  look,
  draft,
  onChange,
  onSubmit,
  onSkip,
}: {
  look: JudgeLook;
  draft: LookDraft;
  onChange: (draft: LookDraft) => void;
  onSubmit: () => void;
  onSkip: (reason: SkipReason, note: string) => void;
}) {
  const { t } = useTranslation('judging');
  const id = useId();
  const missing = missingParts(look, draft);
  const ready = missing.scores === 0 && !missing.preferred;
  const submitBar = useRef<HTMLDivElement>(null);
  useStickyInset(submitBar, 'bottom');

  return (
    <form
      className="score-sheet"
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        if (ready) onSubmit();
      }}
    >
      {look.comparedWith && (
        <fieldset className="sheet-part">
          <legend className="sheet-question">{t('judge.pairwiseQuestion')}</legend>
          {/* Five answers, one tap: which project, and by how much (a graded answer says more than a bit). */}
          <div className="choice-buttons pairwise-answers">
            {PAIRWISE_ANSWER_LIST.map((answer) => {
              const name = `${answer.preferred ?? 'same'}-${answer.margin}`;
              return (
                <label key={name} className={`choice-button answer-${answer.margin}`}>
                  <input
                    type="radio"
                    className="choice-input"
                    name={`${id}-preferred`}
                    checked={draft.preferred === answer.preferred && draft.margin === answer.margin}
                    onChange={() =>
                      onChange({ ...draft, preferred: answer.preferred, margin: answer.margin })
                    }
                  />
                  {/* The cards above show both projects, named as the answers name them. */}
                  <span>
                    <strong>{t(`judge.answer.${name}`)}</strong>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {look.rubric?.map((criterion) => (
        <CriterionInput
          key={criterion.id}
          criterion={criterion}
          value={draft.scores[criterion.id]}
          onChange={(score) => onChange({ ...draft, scores: { ...draft.scores, [criterion.id]: score } })}
        />
      ))}
      {/* Notes are optional: folded away so the scores and Submit fit one phone screen. */}
      <details className="sheet-part sheet-notes" open={Boolean(draft.note || draft.comment) || undefined}>
        <summary>{t('judge.notesToggle')}</summary>
        <label className="field">
          <span>{t('judge.note')}</span>
          <textarea
            rows={3}
            value={draft.note}
            maxLength={NOTE_MAX}
            onChange={(e) => onChange({ ...draft, note: e.target.value })}
          />
          <span className="field-hint">{t('judge.noteHint')}</span>
        </label>
        <label className="field">
          <span>{t('judge.comment')}</span>
          <textarea
            rows={3}
            value={draft.comment}
            maxLength={COMMENT_MAX}
            onChange={(e) => onChange({ ...draft, comment: e.target.value })}
          />
          <span className="field-hint">{t('judge.commentHint')}</span>
        </label>
      </details>
      <div className="sheet-submit" ref={submitBar}>
        {!ready && (
          <p className="muted" aria-live="polite">
            {missing.preferred
              ? t('judge.missingChoice')
              : t('judge.missingScores', { count: missing.scores })}
          </p>
        )}
        <button
          type="submit"
          className="button primary block huge"
          disabled={!ready}
          data-testid="submit-look"
        >
          {t('judge.submit')}
        </button>
      </div>
      <SkipPanel onSkip={onSkip} note={draft.note} />
    </form>
  );
}

function CriterionInput({
  criterion,
  value,
  onChange,
}: {
  criterion: JudgingCriterion;
  value: number | undefined;
  onChange: (score: number) => void;
}) {
  const { t } = useTranslation('judging');
  const id = useId();
  const [helpOpen, setHelpOpen] = useState(false);
  const steps = criterion.max - criterion.min + 1;
  return (
    <fieldset className="sheet-part criterion-row" data-testid="criterion">
      <legend className="sheet-question">
        {criterion.name}
        <span className="muted scale-hint">
          {' '}
          {t('judge.scale', { min: criterion.min, max: criterion.max })}
        </span>
        {criterion.description && (
          <button
            type="button"
            className="criterion-help"
            aria-expanded={helpOpen}
            aria-controls={`${id}-help`}
            aria-label={t('judge.criterionHelp', { name: criterion.name })}
            onClick={() => setHelpOpen(!helpOpen)}
          >
            ?
          </button>
        )}
      </legend>
      {criterion.description && helpOpen && (
        <p id={`${id}-help`} className="muted criterion-description">
          {criterion.description}
        </p>
      )}
      {steps <= MAX_BUTTONS ? (
        // One row of every score: a 1–10 scale no longer wraps into two rows on a phone.
        <div className="choice-buttons compact" style={{ '--steps': steps } as React.CSSProperties}>
          {Array.from({ length: steps }, (_, i) => criterion.min + i).map((score) => (
            <label key={score} className="choice-button">
              <input
                type="radio"
                className="choice-input"
                name={`${id}-score`}
                checked={value === score}
                onChange={() => onChange(score)}
              />
              <span>{score}</span>
            </label>
          ))}
        </div>
      ) : (
        <div className="slider-score">
          <output className="slider-value" htmlFor={`${id}-range`}>
            {value ?? '–'}
          </output>
          <input
            id={`${id}-range`}
            type="range"
            min={criterion.min}
            max={criterion.max}
            value={value ?? Math.round((criterion.min + criterion.max) / 2)}
            aria-label={criterion.name}
            onChange={(e) => onChange(Number(e.target.value))}
          />
        </div>
      )}
    </fieldset>
  );
}

function SkipPanel({ onSkip, note }: { onSkip: (reason: SkipReason, note: string) => void; note: string }) {
  const { t } = useTranslation('judging');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<SkipReason | null>(null);
  if (!open) {
    return (
      <button type="button" className="button ghost block big" onClick={() => setOpen(true)}>
        {t('judge.skip')}
      </button>
    );
  }
  return (
    <fieldset className="sheet-part skip-panel">
      <legend className="sheet-question">{t('judge.skipWhy')}</legend>
      <div className="choice-buttons list">
        {SKIP_REASON_LIST.map((option) => (
          <label key={option} className="choice-button">
            <input
              type="radio"
              className="choice-input"
              name={`${id}-reason`}
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            <span>{t(`judge.skipReason.${option}`)}</span>
          </label>
        ))}
      </div>
      <div className="row wrap">
        <button
          type="button"
          className="button danger big"
          disabled={!reason}
          onClick={() => reason && onSkip(reason, note)}
          data-testid="confirm-skip"
        >
          {t('judge.skipConfirm')}
        </button>
        <button type="button" className="button ghost big" onClick={() => setOpen(false)}>
          {t('judge.skipCancel')}
        </button>
      </div>
    </fieldset>
  );
}
