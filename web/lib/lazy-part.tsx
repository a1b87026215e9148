import { type ComponentType, createContext, lazy, useContext } from 'react';

/**
 * Code split off a page, loaded on first use, that a server-rendered page may already show.
 *
 * Hydration has to find such a part's code loaded: a Suspense boundary whose code is still on its way
 * keeps the server's HTML only until the first update reaches it, and then React drops that HTML for the
 * fallback and renders it again once the code is there, which moves the page (a layout shift) and loses
 * what the reader typed. So the server notes every part it rendered (`RenderedParts`), the page's state
 * names them, and the browser loads them before it hydrates (`preloadParts`). Loaded code is handed to
 * React's `lazy` as a thenable that answers at once, so the part hydrates in the same pass as the page.
 */

/** The parts one server render used; absent in the browser. */
export const RenderedParts = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

/** A component loaded once on first use, from then on handed to React without suspending. */
export function loadOnce<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let loaded: { value: T } | undefined;
  const get = () => {
    loading ??= load().then((value) => {
      loaded = { value };
      return value;
    });
    return loading;
  };
  return { get, loaded: () => loaded };
}

/** `lazy` over a loader that answers synchronously once its code is in (see above). */
export function lazyOnce<P extends object>(code: ReturnType<typeof loadOnce<ComponentType<P>>>) {
  return lazy(() => {
    const done = code.loaded();
    if (!done) return code.get().then((component) => ({ default: component }));
    return {
      // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is how React's lazy takes loaded code at once.
      then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: done.value }),
    } as Promise<{ default: ComponentType<P> }>;
  });
}

/** A named part of a page: `name` must be unique, it travels from the server to the browser. */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const code = loadOnce(load);
  loaders.set(name, code.get);
  const Lazy = lazyOnce(code) as unknown as ComponentType<P>;
  function Part(props: P) {
    useContext(RenderedParts)?.add(name);
    return <Lazy {...props} />;
  }
  Part.displayName = `LazyPart(${name})`;
  return Part;
}

/** Loads the code of the parts a server render used (unknown names are ignored). */
export const preloadParts = (names: readonly string[]) =>
  Promise.all(names.map((name) => loaders.get(name)?.()));
