/** The first letters of an event's first two words ("Spring Robot Fair" → "SR"). */
export function eventInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return letters.toUpperCase() || '?';
}

/** A stable hue per name, so events without a logo still tell apart at a glance. */
const hueOf = (name: string) => [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);

/**
 * An event's logo, or until it has one its initials on a colour of its own: a new event is never an
 * empty tile. `tinted`: the colour comes from the name, where the event's own palette is not in scope.
 */
export function EventMark({
  name,
  image,
  className,
  tinted = false,
}: {
  name: string;
  image: string | null | undefined;
  className: string;
  tinted?: boolean;
}) {
  if (image) return <img src={image} alt="" className={className} loading="lazy" />;
  return (
    <span
      className={`${className} event-initials`}
      style={tinted ? { background: `hsl(${hueOf(name)} 55% 34%)` } : undefined}
      aria-hidden="true"
    >
      {eventInitials(name)}
    </span>
  );
}
