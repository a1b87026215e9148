import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { focusElement, pageStart, watchLostFocus } from '../lib/focus';
import { keepFocusInView } from '../lib/sticky-insets';

/**
 * The one place that speaks to screen readers about what changed without focus moving there: a new page,
 * a search's result count, the judge's next project (docs/accessibility.md). `announce` may be called
 * from any event handler or effect; the region is rendered once, empty on the server.
 */
let speak: (text: string) => void = () => undefined;

export function announce(text: string): void {
  speak(text);
}

/**
 * Says how many results a new search or filter found, once they have arrived (`count` undefined while
 * loading or showing the previous query's results). The first load is left to the page's heading.
 */
export function useResultsAnnouncement(query: string, count: number | undefined, more = false): void {
  const { t } = useTranslation();
  const spoken = useRef<string | null>(null);
  useEffect(() => {
    if (count === undefined) return;
    if (spoken.current === null || spoken.current === query) {
      spoken.current = query;
      return;
    }
    spoken.current = query;
    if (count === 0) announce(t('announce.noResults'));
    else announce(t(more ? 'announce.resultsMore' : 'announce.results', { count }));
  }, [query, count, more, t]);
}

function LiveRegion() {
  const [text, setText] = useState('');
  useEffect(() => {
    speak = (next) => {
      // Clearing first makes a repeated sentence ("3 projects") be read again.
      setText('');
      window.setTimeout(() => setText(next), 60);
    };
    return () => {
      speak = () => undefined;
    };
  }, []);
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {text}
    </div>
  );
}

/** Waits (up to a few seconds) for the new screen's heading: screens load their code on first visit. */
function whenHeadingChanges(previous: Element | null, previousText: string, then: (h1: HTMLElement) => void) {
  let done = false;
  const check = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading || done) return;
    if (heading === previous && heading.textContent === previousText) return;
    done = true;
    observer.disconnect();
    then(heading);
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  const timer = window.setTimeout(() => {
    observer.disconnect();
    if (done) return;
    done = true;
    const start = pageStart();
    if (start) then(start);
  }, 4000);
  check();
  return () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * On every new page (not a new query string): the reader starts at the page's heading, as after a full
 * page load, and hears its name. A screen that placed focus inside itself (a form's first field) keeps it.
 */
function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const heading = useRef<{ node: Element | null; text: string }>({ node: null, text: '' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path, not a new query string, is a new page.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      const h1 = document.querySelector('main h1');
      heading.current = { node: h1, text: h1?.textContent ?? '' };
      return;
    }
    // The link or button that led here: focus still on it means no screen has placed focus yet.
    const opener = document.activeElement;
    return whenHeadingChanges(heading.current.node, heading.current.text, (h1) => {
      heading.current = { node: h1, text: h1.textContent ?? '' };
      announce(h1.textContent?.trim() || document.title);
      const active = document.activeElement;
      const placedByScreen =
        active && active !== opener && active !== document.body && active.closest('main');
      if (placedByScreen || document.querySelector('[role="dialog"]')) return;
      focusElement(h1, { preventScroll: true });
    });
  }, [pathname]);
  return null;
}

/** Mounted once at the root: the live region, the route focus, lost-focus recovery, focus kept in view. */
export function Announcer() {
  useEffect(() => {
    const stopLost = watchLostFocus();
    const stopInView = keepFocusInView();
    return () => {
      stopLost();
      stopInView();
    };
  }, []);
  return (
    <>
      <LiveRegion />
      <RouteFocus />
    </>
  );
}
