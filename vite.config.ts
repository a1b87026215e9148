import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { precompress } from './scripts/precompress-plugin';
import { stylesFirst } from './scripts/styles-first-plugin';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

// Libraries mark their client components "use client" for React Server Components, which this app does
// not use; bundling drops the marks and Rolldown would warn about each of them.
const onLog: Rolldown.InputOptions['onLog'] = (level, log, handler) => {
  if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
};

/**
 * The web app lives in web/ and builds to dist/web, which the Fastify server serves. `vite build --ssr`
 * builds its server entry (web/entry-server.tsx) to dist/ssr, which the server loads to render public
 * pages (server/spa/ssr.ts), with its libraries inside it.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // React with fast refresh in development (docs/decisions/022-react-with-server-rendering.md).
  // Scripts and styles of the browser's build are compressed once, at build (scripts/precompress-plugin.ts);
  // its style sheets come first in the page's head (scripts/styles-first-plugin.ts).
  plugins: isSsrBuild ? [react()] : [react(), stylesFirst(), precompress()],
  // The server entry carries its libraries, React's production build among them, whatever NODE_ENV the
  // server runs with: `npm start` leaves it at development (which shows the outbox hint), and React's
  // development build on the server renders a page a third slower (docs/performance.md).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: isSsrBuild
    ? {
        outDir: '../dist/ssr',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: path.resolve(import.meta.dirname, 'web/entry-server.tsx'),
          // The server bundle imports every catalogue at once on purpose; the browser's still load apart.
          onLog: (level, log, handler) =>
            log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : onLog?.call(this, level, log, handler),
        },
      }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        // dist/web/.vite/manifest.json: the server names a rendered screen's chunks in its page's head
        // (server/spa/page-code.ts), so they load beside the entry rather than after it has run.
        manifest: true,
        rolldownOptions: {
          onLog,
          output: {
            // The entry names every lazy chunk and style sheet in its preload lists: seven characters of hash
            // (42 bits, plenty for a build's few hundred files) rather than eight keep that list small.
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
            // The libraries every page needs travel as one file: lazy screens that share them would otherwise
            // cut them into many small files, which compress worse and cost the public page its budget.
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|js-cookie)[\\/]/,
                },
                // The addresses of the public pages' first reads, from the contract's routes: one file rather
                // than a small one per area.
                {
                  name: 'first-reads',
                  test: /common[\\/](first-reads|contract[\\/](endpoint|routes[\\/](categories|directory|events|timeline|resources|project-reads|voting)))\.ts$/,
                },
                // The app's own small modules that the entry and lazy screens share (API client, query keys,
                // icons, dialogs' context, hydration's boundaries): every page loads them, as one file rather
                // than one each.
                {
                  name: 'app-shared',
                  test: /web[\\/](api[\\/](client|first-reads|query-keys)|lib[\\/]hydration|components[\\/](icons|modal[\\/]modal-context)|features[\\/]event[\\/]event-credentials)\.tsx?$|common[\\/]contract[\\/]routes[\\/]auth\.ts$/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api-v2': apiTarget, '/demo-assets': apiTarget, '/uploads': apiTarget },
  },
}));
