import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServerState } from '../../common/server-render';
import {
  type BuildManifest,
  chunksOf,
  PART_MODULES,
  pageModules,
  renderCodeLinks,
  SCREEN_MODULES,
} from './page-code';
import { SERVER_RENDERED_EVENT_PAGES } from './ssr';
import { assemblePage } from './ssr-pages';

const web = path.resolve(import.meta.dirname, '../../web');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [file] : [];
  });
}

/** Every module a file imports lazily, as paths relative to web/. */
function lazyImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map(([, specifier]) => {
    const resolved = path.relative(web, path.resolve(path.dirname(file), specifier!));
    return existsSync(path.join(web, `${resolved}.tsx`)) ? `${resolved}.tsx` : `${resolved}.ts`;
  });
}

describe('the code a server-rendered page names in its head', () => {
  it('knows the module of every lazy part of the web app, and each is the one its part loads', () => {
    const parts = sources(web).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/lazyPart\('([^']+)'/g)].map(([, name]) => ({
        name: name!,
        file,
      })),
    );
    expect(parts.length).toBeGreaterThan(5);
    for (const { name, file } of parts) {
      expect(PART_MODULES[name], name).toBeDefined();
      expect(lazyImports(file), name).toContain(PART_MODULES[name]);
    }
    expect(Object.keys(PART_MODULES).sort()).toEqual([...new Set(parts.map((part) => part.name))].sort());
  });

  it('knows the screen of every server-rendered page, as the router loads it', () => {
    expect(Object.keys(SCREEN_MODULES).sort()).toEqual(['directory', ...SERVER_RENDERED_EVENT_PAGES].sort());
    const routed = lazyImports(path.join(web, 'router.tsx'));
    for (const module of Object.values(SCREEN_MODULES)) if (module) expect(routed).toContain(module);
  });

  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_vendor.js'], css: ['assets/index-1.css'] },
    '_vendor.js': { file: 'assets/vendor-1.js' },
    'features/projects/project-page.tsx': {
      file: 'assets/project-page-1.js',
      imports: ['index.html', '_vendor.js', '_rich-text.js'],
      css: ['assets/project-page-1.css'],
    },
    '_rich-text.js': { file: 'assets/rich-text-1.js', imports: ['_vendor.js'] },
    'features/plans/comment-thread.tsx': { file: 'assets/comment-thread-1.js' },
    'i18n/fr.json': { file: 'assets/fr-1.js' },
    'i18n/project/fr.json': { file: 'assets/fr-2.js' },
    'i18n/project/en.json': { file: 'assets/en-2.js' },
  };
  const indexHtml = [
    '<html lang="en"><head><title>Showcase</title>',
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  const state: ServerState = {
    answers: {},
    namespaces: ['project'],
    parts: ['comment-thread'],
    boundaries: [],
    locale: 'fr',
  };

  it('takes a screen, its parts and their text in the page language and English, each chunk once', () => {
    const modules = pageModules('features/projects/project-page.tsx', state);
    expect(modules).toEqual([
      'features/projects/project-page.tsx',
      'features/plans/comment-thread.tsx',
      'i18n/fr.json',
      'i18n/project/fr.json',
      'i18n/project/en.json',
    ]);
    expect(chunksOf(manifest, modules)).toEqual({
      scripts: [
        'assets/project-page-1.js',
        'assets/index-1.js',
        'assets/vendor-1.js',
        'assets/rich-text-1.js',
        'assets/comment-thread-1.js',
        'assets/fr-1.js',
        'assets/fr-2.js',
        'assets/en-2.js',
      ],
      styles: ['assets/project-page-1.css', 'assets/index-1.css'],
    });
  });

  it('puts the screen style sheet beside the entry one and its chunks after the entry preloads', () => {
    const code = renderCodeLinks(
      manifest,
      pageModules('features/projects/project-page.tsx', state),
      indexHtml,
    );
    const page = assemblePage(
      indexHtml,
      '',
      { html: '<p>x</p>', state, eventId: 1, incomplete: null, palette: {} },
      [],
      code,
    );
    const head = page.split('</head>')[0]!;
    const order = [...head.matchAll(/(?:href|src)="([^"]+)"/g)].map(([, href]) => href);
    expect(order).toEqual([
      '/assets/index-1.css',
      '/assets/project-page-1.css',
      '/assets/index-1.js',
      '/assets/vendor-1.js',
      '/assets/project-page-1.js',
      '/assets/rich-text-1.js',
      '/assets/comment-thread-1.js',
      '/assets/fr-1.js',
      '/assets/fr-2.js',
      '/assets/en-2.js',
    ]);
  });

  it('names nothing for a page in the entry without parts, in English', () => {
    const english: ServerState = { ...state, namespaces: [], parts: [], locale: 'en' };
    expect(renderCodeLinks(manifest, pageModules(null, english), indexHtml)).toEqual({
      styles: '',
      scripts: '',
    });
  });
});
