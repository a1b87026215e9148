// Applied before React mounts so a dark-mode reader never sees a white flash (a file, not inline, for the CSP).
try {
  if (localStorage.getItem('showcase.darkMode') === 'true') document.documentElement.classList.add('dark');
} catch {}
