// The one script of an embedded widget (server/embeds/pages.ts): no application code runs in the frame.
// Loaded in the head, before the first paint, so a widget that follows the reader's dark setting (no
// theme asked for in its address) never flashes light. Then it tells the page around it how tall the
// widget is, whenever that changes, so the iframe can be sized to show it whole.
(() => {
  const root = document.documentElement;
  if (root.dataset.theme === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches) {
    root.classList.add('dark');
  }
  if (window.parent === window) return;
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'showcase:resize', height }, '*');
  };
  const start = () => {
    if ('ResizeObserver' in window) new ResizeObserver(report).observe(document.body);
    window.addEventListener('load', report);
    report();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
