import { useState } from 'react';
import { Link } from 'react-router';
import type { JudgingRound } from '../../../common/judging';
import { useCategories } from '../../api/hooks';
import { useConfirm } from '../../components/confirm';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { judgingApi, useJudgingMutation } from './api';
import { RoundForm } from './round-form';
import { useFormatWhen } from './when';

/** Rounds: which projects, how they are judged, how many looks each; opened and closed by hand or by the timeline. */
export function RoundsPanel({ rounds, editable }: { rounds: JudgingRound[]; editable: boolean }) {
  const { t } = useTranslation('judging');
  const [editing, setEditing] = useState<number | 'new' | null>(rounds.length ? null : 'new');

  return (
    <div className="stack">
      {rounds.length === 0 && <p className="muted">{t('rounds.none')}</p>}
      <ul className="console-list" data-testid="rounds">
        {rounds.map((round) =>
          editing === round.id ? (
            <li key={round.id} className="card">
              <RoundForm round={round} rounds={rounds} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <RoundCard
              key={round.id}
              round={round}
              rounds={rounds}
              editable={editable}
              onEdit={() => setEditing(round.id)}
            />
          ),
        )}
      </ul>
      {editable &&
        (editing === 'new' ? (
          <section className="card">
            <RoundForm rounds={rounds} onDone={() => setEditing(null)} />
          </section>
        ) : (
          <div>
            <button type="button" className="button primary" onClick={() => setEditing('new')}>
              {t('rounds.add')}
            </button>
          </div>
        ))}
    </div>
  );
}

function RoundCard({
  round,
  rounds,
  editable,
  onEdit,
}: {
  round: JudgingRound;
  rounds: JudgingRound[];
  editable: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('judging');
  const event = useCurrentEvent();
  const { toast } = useUi();
  const confirm = useConfirm();
  const when = useFormatWhen();
  const categories = useCategories(event.id);
  const toggle = useJudgingMutation((open: boolean) =>
    (open ? judgingApi.openRound : judgingApi.closeRound)(event.id, round.id),
  );
  const remove = useJudgingMutation(() => judgingApi.deleteRound(event.id, round.id));
  const onError = (error: Error) => toast(error, 'error');
  const categoryName = categories.data?.find((category) => category.id === round.categoryId)?.name ?? '';
  const source = rounds.find((candidate) => candidate.id === round.sourceRoundId)?.name ?? '';
  const isOpen = round.state === 'open';

  return (
    <li className="card stack" data-testid="round">
      <div className="row between wrap">
        <h2 className="round-name">{round.name}</h2>
        <span className={`pill round-state state-${round.state}`}>{t(`rounds.state.${round.state}`)}</span>
      </div>
      <p className="muted">
        {t(`rounds.mode.${round.mode}`)} ·{' '}
        {t(`rounds.set.${round.projectSet}`, {
          category: categoryName,
          source,
          count: round.finalistCount ?? 0,
        })}
      </p>
      <dl className="round-facts">
        <div>
          <dt>{t('rounds.projects')}</dt>
          <dd>{round.projectCount}</dd>
        </div>
        <div>
          <dt>{t('rounds.looks')}</dt>
          <dd>{round.lookCount}</dd>
        </div>
        <div>
          <dt>{t('rounds.target')}</dt>
          <dd>{round.targetLooks}</dd>
        </div>
      </dl>
      {round.timelineId && round.opensAt && (
        <p className="muted small">
          {t('rounds.onTimeline', { from: when(round.opensAt), to: when(round.closesAt) })}
        </p>
      )}
      <div className="row wrap">
        {editable && (
          <button
            type="button"
            className={`button ${isOpen ? '' : 'primary'}`}
            disabled={toggle.isPending}
            onClick={() =>
              toggle.mutate(!isOpen, {
                onError,
                onSuccess: () =>
                  toast(t(isOpen ? 'rounds.closed' : 'rounds.opened', { name: round.name }), 'success'),
              })
            }
          >
            {isOpen ? t('rounds.close') : t('rounds.open')}
          </button>
        )}
        <Link className="button ghost" to={`?tab=results&round=${round.id}`}>
          {t('rounds.results')}
        </Link>
        {editable && (
          <button type="button" className="button ghost" onClick={onEdit}>
            {t('edit')}
          </button>
        )}
        {editable && round.lookCount === 0 && (
          <button
            type="button"
            className="button ghost"
            onClick={async () => {
              if (await confirm(t('rounds.deleteConfirm', { name: round.name })))
                remove.mutate(undefined, { onError });
            }}
          >
            {t('delete')}
          </button>
        )}
      </div>
    </li>
  );
}
