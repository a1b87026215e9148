import { Link, useSearchParams } from 'react-router';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { useConsoleCan } from '../console/console-context';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { useRounds } from './api';
import { JudgesPanel } from './judges-panel';
import { ResultsPanel } from './results-panel';
import { RoundsPanel } from './rounds-panel';
import { RubricPanel } from './rubric-panel';
import { TablesPanel } from './tables-panel';
import './judging.css';

const TABS = ['results', 'rounds', 'judges', 'rubric', 'tables'] as const;
type Tab = (typeof TABS)[number];

/**
 * /{eventSlug}/manage/judging: judges, the rubric, rounds, table numbers and live results. Each part
 * is a part named in the address (`?tab=`), so a reload or a shared link opens the same one.
 */
export function ConsoleJudging() {
  const { t } = useTranslation(['judging', 'translation']);
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const [params] = useSearchParams();
  const rounds = useRounds(event.id);
  const asked = params.get('tab');
  if (!hasFeature(event, 'enable_judging')) {
    return (
      <div className="stack">
        <h1>{t('translation:console.sections.judging')}</h1>
        <p className="notice">{t('notInPlan')}</p>
      </div>
    );
  }
  if (rounds.isPending) return <Loading />;
  if (rounds.isError) return <ErrorMessage message={rounds.error.message} onRetry={() => rounds.refetch()} />;
  // Results first once there is something to rank; before that, setting up starts with the rounds.
  const tab: Tab = TABS.find((name) => name === asked) ?? (rounds.data.length ? 'results' : 'rounds');
  const editable = can('manage_judging');

  return (
    <div className="stack judging-console">
      <h1>{t('translation:console.sections.judging')}</h1>
      {/* Five short parts share the width as one segmented control: it never scrolls sideways on a phone. */}
      <nav className="console-tabs" aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <Link
            key={name}
            to={`?tab=${name}`}
            className={`console-tab${name === tab ? ' active' : ''}`}
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(`tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'results' && <ResultsPanel rounds={rounds.data} editable={editable} />}
      {tab === 'rounds' && <RoundsPanel rounds={rounds.data} editable={editable} />}
      {tab === 'judges' && <JudgesPanel editable={editable} />}
      {tab === 'rubric' && <RubricPanel editable={editable} />}
      {tab === 'tables' && <TablesPanel editable={editable} />}
    </div>
  );
}
