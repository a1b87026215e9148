import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** The web app lives in web/ and builds to dist/web, which the Fastify server serves. */
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: { '/api-v2': apiTarget, '/demo-assets': apiTarget, '/uploads': apiTarget },
  },
});
