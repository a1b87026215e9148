/**
 * Resolves once the browser has had a chance to paint what is on screen. Hydration is one long task:
 * started before the first frame, it holds back the paint of the server's HTML until it ends (with
 * every script already at hand, as on a fast connection, the page stays blank through hydration).
 * A hidden page paints no frames, so it does not wait for one; a frame that never comes is not
 * waited for past `limitMs`.
 */
export function afterPaint(limitMs = 100): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, limitMs);
    // A frame's callbacks run just before it paints; a task queued from one runs after the paint.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}
