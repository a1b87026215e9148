// Applied before React mounts so a dark-mode reader never sees a white flash (a file, not inline, for the CSP).
// A stored choice wins; without one the page follows the system's setting (web/state/ui-context.tsx).
try {
  const stored = localStorage.getItem('showcase.darkMode');
  const dark =
    stored === null ? window.matchMedia('(prefers-color-scheme: dark)').matches : stored === 'true';
  if (dark) document.documentElement.classList.add('dark');
} catch {}
