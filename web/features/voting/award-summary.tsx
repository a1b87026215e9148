import type { AwardResult } from '../../../common/voting';
import { Icon } from '../../components/icons';
import { categoryNote } from './ballot';
import { useVotingTranslation } from './i18n';

/** An award's name (with its category when the name lacks it) and its totals, above its count. */
export function AwardSummary({ award, trophy = false }: { award: AwardResult; trophy?: boolean }) {
  const { t } = useVotingTranslation();
  const category = categoryNote(award.name, award.category?.name);
  return (
    <>
      <h3>
        {trophy && <Icon name="trophy" size={16} />} {award.name}
        {category && <span className="muted small"> · {category}</span>}
      </h3>
      <p className="muted small">
        {t('voting.console.totals', { count: award.votes, voters: award.voters })}
      </p>
    </>
  );
}
