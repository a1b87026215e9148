import type { ReactNode } from 'react';

/**
 * One value picked from a few, shown as chips with a radio button each (a registration mode, a webhook's
 * kind, an announcement's audience). Anything after the chips (a hint for the picked one) goes in
 * `children`, inside the same fieldset.
 */
export function ChoiceChips<Option extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labelOf,
  stacked = false,
  disabled,
  className = 'stack tight',
  children,
}: {
  legend: string;
  /** The radio buttons' shared name: unique on the page. */
  name: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  labelOf: (option: Option) => string;
  /** One chip a line, for longer labels. */
  stacked?: boolean;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className={className} disabled={disabled}>
      <legend>{legend}</legend>
      <div className={stacked ? 'stack tight' : 'chip-row'}>
        {options.map((option) => (
          <label key={option} className="checkbox-chip">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
