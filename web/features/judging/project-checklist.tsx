/** A scrolling list of projects to tick (conflicts of interest), sized for a finger. */
export function ProjectChecklist({
  projects,
  chosen,
  onChange,
  disabled = false,
  big = false,
}: {
  projects: readonly { id: number; title: string }[];
  chosen: ReadonlySet<number>;
  onChange: (chosen: Set<number>) => void;
  disabled?: boolean;
  big?: boolean;
}) {
  return (
    <ul className="check-list">
      {projects.map((project) => (
        <li key={project.id}>
          <label className={big ? 'checkbox-row big-check' : 'checkbox-row'}>
            <input
              type="checkbox"
              disabled={disabled}
              checked={chosen.has(project.id)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(project.id);
                else next.delete(project.id);
                onChange(next);
              }}
            />
            <span>{project.title}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
