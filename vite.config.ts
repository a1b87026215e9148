import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The app is written against React's API but runs on Preact's compatibility layer, which is about 57 KB
 * gzip lighter than React DOM and keeps the public page's JavaScript within its budget
 * (docs/performance.md). TypeScript still checks against React's types. Vite compiles the JSX itself
 * (tsconfig's react-jsx), so there is no React plugin: an edit in development reloads the page.
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** The web app lives in web/ and builds to dist/web, which the Fastify server serves. */
export default defineConfig({
  root: 'web',
  resolve: { alias: preactForReact },
  plugins: [precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Libraries mark their client components "use client" for React Server Components, which this
      // app does not use; bundling drops the marks and Rolldown would warn about each of them.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      output: {
        // The libraries every page needs travel as one file: lazy screens that share them would otherwise
        // cut them into many small files, which compress worse and cost the public page its budget.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](preact|react-router|@tanstack|i18next|react-i18next|js-cookie)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api-v2': apiTarget, '/demo-assets': apiTarget, '/uploads': apiTarget },
  },
});
