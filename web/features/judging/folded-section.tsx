import { type ReactNode, useState } from 'react';

/** A card whose content is built (and its data fetched) only once the reader opens it. */
export function FoldedSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card stack" data-testid={testId}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="summary-heading">
          <h2>{title}</h2>
        </summary>
        {open && children()}
      </details>
    </section>
  );
}
