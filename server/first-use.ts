/**
 * Loads a heavy module on its first use instead of at start: image encoding, upload sniffing, mail,
 * rich-text sanitising, the common-password dictionary, Redis and the PostgreSQL driver are each needed by
 * some requests or settings only, and together they made up nearly half of the time and 30-40 MB of the
 * memory that loading the server's dependencies took (docs/performance.md, "Embedded start").
 */
export function onFirstUse<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    loaded ??= { value: load() };
    return loaded.value;
  };
}
