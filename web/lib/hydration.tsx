import { createContext, type ReactNode, Suspense, useContext, useEffect, useId } from 'react';

/**
 * When a server-rendered page has become the app's, every part of it.
 *
 * React hydrates the page's shell first and each Suspense boundary later, in a pass of its own at the
 * lowest priority. Until a boundary has hydrated, its buttons show without their handlers: a click there
 * makes React hydrate that boundary at once, and if anything inside it still waits (code on its way), the
 * click is dropped. So "hydrated" means every boundary the server rendered, not the root's first commit.
 *
 * Every boundary is a `Boundary`: its last child is a mark with an id from `useId`, which the server and
 * the browser give the same element. The server notes the marks it rendered (`RenderedBoundaries`), the
 * page's state names them, and the browser counts each one's effect, which runs when its boundary has
 * hydrated.
 */

/** The boundary marks one server render wrote; absent in the browser. */
export const RenderedBoundaries = createContext<Set<string> | null>(null);

const awaited = new Set<string>();
let settled: (() => void) | null = null;

const check = () => {
  if (awaited.size || !settled) return;
  const done = settled;
  settled = null;
  done();
};

/** The boundaries the server rendered, before the browser hydrates the page. */
export function awaitBoundaries(ids: readonly string[]) {
  for (const id of ids) awaited.add(id);
}

/** Calls `done` once every awaited boundary has hydrated (at once on a page the browser rendered). */
export function whenHydrated(done: () => void) {
  settled = done;
  check();
}

function HydrationMark() {
  const id = useId();
  useContext(RenderedBoundaries)?.add(id);
  useEffect(() => {
    if (awaited.delete(id)) check();
  }, [id]);
  return null;
}

/** React's Suspense, counted by the page's hydration (see above): use it for every boundary. */
export function Boundary({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <HydrationMark />
    </Suspense>
  );
}
