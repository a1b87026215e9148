import { type FormEvent, useId, useState } from 'react';
import {
  JUDGING_LIMITS,
  type JudgingRound,
  PROJECT_SETS,
  type ProjectSet,
  ROUND_MODES,
  type RoundInput,
  type RoundMode,
} from '../../../common/judging';
import { useCategories, useTimeline } from '../../api/hooks';
import { judgingApi, useJudgingMutation } from '../../api/judging';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../../lib/event-context';
import { useUi } from '../../state/ui-context';
import { FormError } from '../form/fields';
import { useFormatWhen } from './when';

const numberOrNull = (value: string) => (value ? Number(value) : null);

/** Creates a round, or edits one (its mode and project set only until the first look). */
export function RoundForm({
  round,
  rounds,
  onDone,
}: {
  round?: JudgingRound;
  rounds: JudgingRound[];
  onDone: () => void;
}) {
  const { t } = useTranslation(['judging', 'translation']);
  const event = useCurrentEvent();
  const { toast } = useUi();
  const id = useId();
  const categories = useCategories(event.id);
  const timeline = useTimeline(event.id);
  const when = useFormatWhen();
  const [name, setName] = useState(round?.name ?? '');
  const [mode, setMode] = useState<RoundMode>(round?.mode ?? 'rubric');
  const [projectSet, setProjectSet] = useState<ProjectSet>(round?.projectSet ?? 'approved');
  const [categoryId, setCategoryId] = useState(round?.categoryId ? String(round.categoryId) : '');
  const [sourceRoundId, setSourceRoundId] = useState(round?.sourceRoundId ? String(round.sourceRoundId) : '');
  const [finalistCount, setFinalistCount] = useState(String(round?.finalistCount ?? 10));
  const [targetLooks, setTargetLooks] = useState(
    String(round?.targetLooks ?? JUDGING_LIMITS.targetLooksDefault),
  );
  const [timelineId, setTimelineId] = useState(round?.timelineId ? String(round.timelineId) : '');
  const started = (round?.lookCount ?? 0) > 0;
  const earlier = rounds.filter((candidate) => candidate.id !== round?.id);
  const save = useJudgingMutation((input: RoundInput) =>
    round ? judgingApi.editRound(event.id, round.id, input) : judgingApi.createRound(event.id, input),
  );

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const input: RoundInput = {
      name: name.trim(),
      targetLooks: Number(targetLooks),
      timelineId: numberOrNull(timelineId),
      ...(started
        ? {}
        : {
            mode,
            projectSet,
            categoryId: projectSet === 'approved' ? null : numberOrNull(categoryId),
            sourceRoundId: projectSet === 'finalists' ? numberOrNull(sourceRoundId) : null,
            finalistCount: projectSet === 'finalists' ? Number(finalistCount) : null,
          }),
    } as RoundInput;
    save.mutate(input, {
      onSuccess: () => {
        toast(t(round ? 'rounds.saved' : 'rounds.created', { name: input.name }), 'success');
        onDone();
      },
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{round ? t('rounds.editTitle', { name: round.name }) : t('rounds.newTitle')}</h2>
      <FormError error={save.error} />
      <label className="field">
        <span>{t('rounds.name')}</span>
        <input
          value={name}
          maxLength={JUDGING_LIMITS.roundNameMax}
          onChange={(e) => setName(e.target.value)}
          data-testid="round-name"
        />
      </label>
      {started && <p className="notice small">{t('rounds.startedHint')}</p>}
      <fieldset className="choice-group" disabled={started}>
        <legend>{t('rounds.modeLabel')}</legend>
        {ROUND_MODES.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            <span>
              <strong>{t(`rounds.mode.${option}`)}</strong>
              <span className="muted small">{t(`rounds.modeHint.${option}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-group" disabled={started}>
        <legend>{t('rounds.setLabel')}</legend>
        {PROJECT_SETS.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={`${id}-set`}
              checked={projectSet === option}
              disabled={option === 'finalists' && earlier.length === 0}
              onChange={() => setProjectSet(option)}
            />
            <span>{t(`rounds.setOption.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      {projectSet === 'finalists' && (
        <div className="row wrap">
          <label className="field inline">
            <span>{t('rounds.sourceRound')}</span>
            <select
              value={sourceRoundId}
              disabled={started}
              onChange={(e) => setSourceRoundId(e.target.value)}
            >
              <option value="">—</option>
              {earlier.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
          <CountField
            label={t('rounds.finalistCount')}
            max={JUDGING_LIMITS.finalistsMax}
            value={finalistCount}
            disabled={started}
            onChange={setFinalistCount}
          />
        </div>
      )}
      {projectSet !== 'approved' && (
        <label className="field inline">
          <span>{projectSet === 'category' ? t('rounds.category') : t('rounds.finalistCategory')}</span>
          <select value={categoryId} disabled={started} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">{projectSet === 'category' ? '—' : t('rounds.anyCategory')}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <CountField
        label={t('rounds.targetLooks')}
        max={JUDGING_LIMITS.targetLooksMax}
        value={targetLooks}
        onChange={setTargetLooks}
      />
      <p className="field-hint">{t('rounds.targetHint')}</p>
      <label className="field">
        <span>{t('rounds.timeline')}</span>
        <select value={timelineId} onChange={(e) => setTimelineId(e.target.value)}>
          <option value="">{t('rounds.byHand')}</option>
          {timeline.data?.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.description ||
                t(`translation:console.timelineTypes.${entry.timelineType.replace(/^TYPE_/, '')}`)}
              {entry.startAt ? ` · ${when(entry.startAt)}` : ''}
            </option>
          ))}
        </select>
      </label>
      <div className="row wrap">
        <button type="submit" className="button primary" disabled={!name.trim() || save.isPending}>
          {round ? t('save') : t('rounds.create')}
        </button>
        <button type="button" className="button ghost" onClick={onDone}>
          {t('translation:common.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A whole number from 1 to `max`, typed as text so the field may be empty while it is edited. */
function CountField(props: {
  label: string;
  max: number;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="field inline">
      <span>{props.label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={props.max}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
