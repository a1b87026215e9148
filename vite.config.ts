import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** The web app lives in web/ and builds to dist/web, which the Fastify server serves. */
export default defineConfig({
  root: 'web',
  // React with fast refresh in development (docs/decisions/021-react-with-server-rendering.md).
  plugins: [react()],
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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|js-cookie)[\\/]/,
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
