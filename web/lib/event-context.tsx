import { type CSSProperties, createContext, useContext } from 'react';
import type { Event } from '../../common/api';
import type { EventFeatureCode } from '../../common/constants';

export const EventContext = createContext<Event | null>(null);

/** The event of the current route; only rendered inside the event guard. */
export function useCurrentEvent(): Event {
  const event = useContext(EventContext);
  if (!event) throw new Error('useCurrentEvent must be used inside an event route');
  return event;
}

export const useOptionalEvent = () => useContext(EventContext);

/** Event colours become CSS variables so every component picks them up (issue 2). */
export function eventColorStyle(event: Event | null): CSSProperties {
  const style: Record<string, string> = {};
  if (event?.colors.primary) style['--color-primary'] = event.colors.primary;
  if (event?.colors.secondary) style['--color-secondary'] = event.colors.secondary;
  return style as CSSProperties;
}

/**
 * Whether the event's plan includes a feature (SPEC §9 codes). An event without a plan lists no
 * features and has them all; the server enforces the same rule.
 */
export function hasFeature(event: Event, code: EventFeatureCode): boolean {
  if (!event.features?.length) return true;
  return event.features.some((feature) => feature.featureGroup.code === code && feature.enabled);
}
