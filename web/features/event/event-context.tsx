import { createContext, useContext, useLayoutEffect } from 'react';
import type { Event } from '../../../common/api';
import type { EventFeatureCode } from '../../../common/constants';
import { paletteTokens } from '../../lib/colors';

export const EventContext = createContext<Event | null>(null);

/** The event of the current route; only rendered inside the event guard. */
export function useCurrentEvent(): Event {
  const event = useContext(EventContext);
  if (!event) throw new Error('useCurrentEvent must be used inside an event route');
  return event;
}

export const useOptionalEvent = () => useContext(EventContext);

/**
 * Event colours, with the readable text and link colours derived from them, become CSS variables on the
 * document root, so menus and dialogs drawn outside the layout pick them up too.
 */
export function useEventPalette(event: Event | null): void {
  const primary = event?.colors.primary;
  const secondary = event?.colors.secondary;
  useLayoutEffect(() => {
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(paletteTokens(primary, secondary))) {
      style.setProperty(name, value);
    }
  }, [primary, secondary]);
}

/**
 * Whether the event's plan includes a feature (docs/product.md). An event without a plan lists no
 * features and has them all; the server enforces the same rule.
 */
export function hasFeature(event: Event, code: EventFeatureCode): boolean {
  if (!event.features?.length) return true;
  return event.features.some((feature) => feature.featureGroup.code === code && feature.enabled);
}
