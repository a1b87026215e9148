/**
 * What an empty console list shows (docs/design.md, empty state): what the list is for, and the action
 * that starts it.
 */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <div className="console-empty" data-testid="empty-state">
      <span className="console-empty-mark" aria-hidden="true" />
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      {action && (
        <button type="button" className="button primary small" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
