import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';

interface Choice {
  id: number;
  title: string;
}

/**
 * Picks one project out of dozens, on a phone as on a desktop: a search box narrows a list of radio
 * buttons sorted A–Z by title in the interface's language. Radio buttons keep the keyboard and screen
 * reader behaviour of the platform (arrows move, the group says how many there are).
 */
export function ProjectPicker({
  label,
  projects,
  value,
  onChange,
  errorId,
}: {
  label: string;
  projects: readonly Choice[];
  value: number | null;
  onChange: (id: number) => void;
  /** The id of the message under the picker while nothing picked is an error. */
  errorId?: string;
}) {
  const { t, i18n } = useTranslation();
  const { t: tc } = useTranslation('console');
  const id = useId();
  const [search, setSearch] = useState('');
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true });
    return [...projects].sort((a, b) => collator.compare(a.title, b.title));
  }, [projects, i18n.language]);
  const needle = search.trim().toLocaleLowerCase(i18n.language);
  const shown = needle
    ? sorted.filter((project) => project.title.toLocaleLowerCase(i18n.language).includes(needle))
    : sorted;
  return (
    <fieldset className="project-picker" data-testid="award-project-picker" aria-describedby={errorId}>
      <legend>{label}</legend>
      <input
        type="search"
        value={search}
        placeholder={tc('findProject')}
        aria-label={tc('findProject')}
        aria-controls={`${id}-list`}
        onChange={(e) => setSearch(e.target.value)}
        // Enter in the search narrows the list; it does not submit the form the picker is in.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
      />
      <p className="sr-only" role="status">
        {tc('projectsShown', { count: shown.length })}
      </p>
      <div className="project-picker-list" id={`${id}-list`}>
        {shown.map((project) => (
          <label key={project.id} className="project-picker-option">
            <input
              type="radio"
              name={`${id}-project`}
              checked={value === project.id}
              onChange={() => onChange(project.id)}
            />
            <span>{project.title || t('myProjects.untitled')}</span>
          </label>
        ))}
        {shown.length === 0 && <p className="muted small">{tc('noProjectMatches')}</p>}
      </div>
    </fieldset>
  );
}
