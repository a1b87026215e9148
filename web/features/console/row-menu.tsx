import * as DropdownMenu from '@radix-ui/react-dropdown-menu';

export interface RowAction {
  label: string;
  onSelect: () => void;
  /** Removes or revokes something: drawn apart, in the danger colour, after a separator. */
  destructive?: boolean;
}

/**
 * The "⋯" menu at the end of a console table row. Destructive actions live here, behind one more click
 * and a confirmation, instead of a red button on every row (docs/design.md, destructive action).
 */
export function RowMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  const safe = actions.filter((action) => !action.destructive);
  const destructive = actions.filter((action) => action.destructive);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="row-menu-trigger" aria-label={label}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="icon">
          <circle cx="5" cy="12" r="1.8" fill="currentColor" />
          <circle cx="12" cy="12" r="1.8" fill="currentColor" />
          <circle cx="19" cy="12" r="1.8" fill="currentColor" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu row-menu" align="end" sideOffset={4} collisionPadding={8}>
          {safe.map((action) => (
            <DropdownMenu.Item key={action.label} className="menu-item" onSelect={action.onSelect}>
              {action.label}
            </DropdownMenu.Item>
          ))}
          {safe.length > 0 && destructive.length > 0 && <DropdownMenu.Separator className="menu-separator" />}
          {destructive.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              className="menu-item destructive"
              onSelect={action.onSelect}
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
