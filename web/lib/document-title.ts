import { useEffect } from 'react';
import { useOptionalEvent } from '../features/event/event-context';

/**
 * Names the browser tab "Page · Event" (the event alone on its home page, the product's name outside an
 * event), so tabs, history entries and screen readers tell pages apart. `undefined` means the page does
 * not know its name yet (still loading) and leaves the title as it is.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const event = useOptionalEvent();
  const site = event?.name ?? 'Showcase';
  useEffect(() => {
    if (page === undefined) return;
    document.title = page ? `${page} · ${site}` : site;
  }, [page, site]);
}
