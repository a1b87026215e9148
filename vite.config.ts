import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** The web app lives in web/ and builds to dist/web, which the Fastify server serves. */
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs travel as one file: lazy screens that share them would otherwise
        // cut them into many small files, which compress worse and cost the public page its budget.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|i18next|react-i18next|js-cookie)[\\/]/,
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
