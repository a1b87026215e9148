/** A console section whose feature the event's plan lacks: its title and the reason, nothing else. */
export function NotIncluded({ title, reason }: { title: string; reason: string }) {
  return (
    <div className="stack">
      <h1>{title}</h1>
      <p className="notice">{reason}</p>
    </div>
  );
}
