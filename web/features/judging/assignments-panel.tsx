import { useState } from 'react';
import type { JudgingProjectSummary, JudgingRound } from '../../../common/judging';
import { displayName } from '../../../common/users';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudges, useJudgingMutation, usePlan, useProgress } from './api';
import { ChoiceSelect } from './choice-select';
import { FoldedSection } from './folded-section';

interface Pin {
  judgeId: number;
  projectId: number;
}

/**
 * Who sees what: the balanced plan per judge, with each judge's current project and pins. Organisers
 * pin a project to a judge (it comes next for them) or move one from a judge to another.
 */
interface AssignmentsProps {
  round: JudgingRound;
  projects: JudgingProjectSummary[];
  pins: Pin[];
  editable: boolean;
}

export function AssignmentsPanel(props: AssignmentsProps) {
  const { t } = useTranslation('judging');
  return (
    <FoldedSection title={t('assign.title')} testId="assignments">
      {() => <Assignments {...props} />}
    </FoldedSection>
  );
}

function Assignments({ round, projects, pins, editable }: AssignmentsProps) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const plan = usePlan(event.id, round.id);
  const progress = useProgress(event.id, round.id, round.state === 'open');
  const judges = useJudges(event.id);
  const active = judges.data?.judges.filter((judge) => judge.status === 'active') ?? [];
  const [pinJudge, setPinJudge] = useState('');
  const [pinProject, setPinProject] = useState('');
  const pin = useJudgingMutation((next: Pin) => judgingApi.pin(event.id, round.id, next));
  const unpin = useJudgingMutation((old: Pin) =>
    judgingApi.unpin(event.id, round.id, old.judgeId, old.projectId),
  );
  const reassign = useJudgingMutation((move: { projectId: number; fromJudgeId: number; toJudgeId: number }) =>
    judgingApi.reassign(event.id, round.id, move),
  );
  const onError = (error: Error) => toast(error, 'error');
  const titleOf = (projectId: number) =>
    projects.find((project) => project.id === projectId)?.title ?? `#${projectId}`;
  const nameOf = (judgeId: number) => {
    const judge = active.find((candidate) => candidate.id === judgeId);
    return judge ? displayName(judge.user) : `#${judgeId}`;
  };

  return (
    <div className="stack">
      <FormError error={plan.error ?? pin.error ?? reassign.error} />
      {(plan.data?.rejectedPins.length ?? 0) > 0 && (
        <ul className="notice plain-list">
          {plan.data?.rejectedPins.map((rejected) => (
            <li key={`${rejected.judgeId}-${rejected.projectId}`}>
              {t(`assign.rejected.${rejected.reason}`, {
                judge: nameOf(rejected.judgeId),
                title: titleOf(rejected.projectId),
              })}
            </li>
          ))}
        </ul>
      )}
      <ul className="console-list">
        {plan.data?.byJudge.map(({ judgeId, projectIds }) => {
          const current =
            progress.data?.judges.find((judge) => judge.judgeId === judgeId)?.inProgressProjectId ?? null;
          const movable = [...(current ? [current] : []), ...projectIds.filter((id) => id !== current)];
          return (
            <li key={judgeId} className="assignment">
              <strong>{nameOf(judgeId)}</strong>
              {current && <p className="small">{t('progress.current', { title: titleOf(current) })}</p>}
              <ul className="plain-list small">
                {pins
                  .filter((candidate) => candidate.judgeId === judgeId)
                  .map((candidate) => (
                    <li key={candidate.projectId} className="row between wrap">
                      <span>
                        <span className="pill">{t('assign.pinned')}</span> {titleOf(candidate.projectId)}
                      </span>
                      {editable && (
                        <button
                          type="button"
                          className="button ghost small"
                          onClick={() => unpin.mutate(candidate, { onError })}
                        >
                          {t('assign.unpin')}
                        </button>
                      )}
                    </li>
                  ))}
              </ul>
              <p className="muted small">
                {projectIds.length
                  ? t('assign.planned', { titles: projectIds.map(titleOf).join(', ') })
                  : t('assign.nothingPlanned')}
              </p>
              {editable && movable.length > 0 && active.length > 1 && (
                <MoveForm
                  judgeId={judgeId}
                  options={movable.map((id) => ({ id, title: titleOf(id) }))}
                  judges={active
                    .filter((judge) => judge.id !== judgeId)
                    .map((judge) => ({ id: judge.id, name: displayName(judge.user) }))}
                  onMove={(projectId, toJudgeId) =>
                    reassign.mutate(
                      { projectId, fromJudgeId: judgeId, toJudgeId },
                      { onSuccess: () => toast(t('assign.moved'), 'success') },
                    )
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
      {editable && (
        <div className="row wrap">
          <ChoiceSelect
            label={t('assign.judge')}
            value={pinJudge}
            options={active.map((judge) => ({ id: judge.id, name: displayName(judge.user) }))}
            onChange={setPinJudge}
          />
          <ChoiceSelect
            label={t('assign.project')}
            value={pinProject}
            options={projects.map((project) => ({ id: project.id, name: project.title }))}
            onChange={setPinProject}
          />
          <button
            type="button"
            className="button"
            disabled={!pinJudge || !pinProject || pin.isPending}
            onClick={() =>
              pin.mutate(
                { judgeId: Number(pinJudge), projectId: Number(pinProject) },
                { onSuccess: () => toast(t('assign.pinnedToast'), 'success') },
              )
            }
          >
            {t('assign.pin')}
          </button>
        </div>
      )}
    </div>
  );
}

function MoveForm({
  judgeId,
  options,
  judges,
  onMove,
}: {
  judgeId: number;
  options: { id: number; title: string }[];
  judges: { id: number; name: string }[];
  onMove: (projectId: number, toJudgeId: number) => void;
}) {
  const { t } = useTranslation('judging');
  const [projectId, setProjectId] = useState(String(options[0]?.id ?? ''));
  const [toJudge, setToJudge] = useState('');
  return (
    <div className="row wrap" data-judge={judgeId}>
      <ChoiceSelect
        label={t('assign.move')}
        value={projectId}
        options={options.map((option) => ({ id: option.id, name: option.title }))}
        onChange={setProjectId}
        blank={null}
      />
      <ChoiceSelect label={t('assign.to')} value={toJudge} options={judges} onChange={setToJudge} />
      <button
        type="button"
        className="button ghost"
        disabled={!projectId || !toJudge}
        onClick={() => onMove(Number(projectId), Number(toJudge))}
      >
        {t('assign.moveButton')}
      </button>
    </div>
  );
}
