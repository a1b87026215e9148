import { useId } from 'react';
import { SEARCH_MAX_LENGTH } from '../../common/constants';

/** A search input with its (visually hidden) label, as the gallery and the event directory show it. */
export function SearchBox({
  label,
  placeholder,
  className,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={className}
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
