// Starts a server-rendered page's application script once the page's HTML is on screen
// (server/spa/ssr-pages.ts names the entry in `data-entry` and preloads it with its chunks). Evaluating
// the script graph (React, the router, the app) is one long task; begun before the first frame is
// presented, it holds the server's HTML off screen on a device with few cores. The scripts download
// meanwhile, so nothing waits for the network after the paint. A page that paints no frame (a hidden
// tab) starts at once, and one whose paint is late starts all the same after LIMIT_MS.
(() => {
  const LIMIT_MS = 2000;
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(entry);
  };
  if (document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function') return start();
  setTimeout(start, LIMIT_MS);
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
})();
