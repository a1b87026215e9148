/**
 * The stream on air at `now` (the one that started last, if several overlap), or null. Apart from
 * live-streams.ts so the event home can ask without loading zod, which that file's schemas need.
 */
export function liveNow<T extends { startsAt: string; endsAt: string }>(items: T[], now: Date): T | null {
  const at = now.getTime();
  const live = items.filter((item) => Date.parse(item.startsAt) <= at && at < Date.parse(item.endsAt));
  return live.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))[0] ?? null;
}
