import { type KeyboardEvent, useId, useState } from 'react';
import { normaliseSkill, TEAM_FINDER_LIMITS } from '../../../common/team-finder';
import { FieldMessage, invalidProps } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';

export const useTeamsText = () => useTranslation('teams');

export function SkillTags({ skills, matched = [] }: { skills: string[]; matched?: string[] }) {
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

/** Skills typed as tags: Enter or a comma adds one, the × of a tag removes it; a broken rule shows under. */
export function SkillInput({
  label,
  skills,
  error,
  onChange,
  testId,
}: {
  label: string;
  skills: string[];
  error: string | undefined;
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
          {...invalidProps(error, `${id}-error`)}
        />
        <button type="button" className="button secondary small" onClick={add}>
          {t('form.addSkill')}
        </button>
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
      <div className="field-hint">{t('form.skillsHint', { count: TEAM_FINDER_LIMITS.skillsMax })}</div>
    </div>
  );
}
