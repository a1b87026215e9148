/** A labelled select with an empty first choice ("—"), over a list of id and name pairs. */
export function ChoiceSelect({
  label,
  value,
  options,
  onChange,
  blank = '—',
}: {
  label: string;
  value: string;
  options: readonly { id: number; name: string }[];
  onChange: (value: string) => void;
  blank?: string | null;
}) {
  return (
    <label className="field inline">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {blank !== null && <option value="">{blank}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
