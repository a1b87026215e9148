/**
 * Loads a heavy module on its first use instead of at start: image encoding, upload sniffing, mail,
 * rich-text sanitising, the common-password dictionary, Redis and the PostgreSQL driver are each needed by
 * some requests or settings only, and together they made up a third of the start's module loading and
 * tens of megabytes of memory (docs/performance.md, "Embedded start").
 */
export function onFirstUse<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    loaded ??= { value: load() };
    return loaded.value;
  };
}
