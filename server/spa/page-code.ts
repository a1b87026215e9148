import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../common/constants';
import type { ServerState } from '../../common/server-render';

/**
 * The code a server-rendered page hydrates with, named in its head. The browser hydrates only once the
 * page's screen, its lazy parts and their text are loaded (web/main.tsx); without their names in the
 * head it asks for them only after the entry has run, a second round of requests before hydration.
 * The build's manifest (`build.manifest` in vite.config.ts) maps each source module to its chunk, the
 * chunks it imports and its style sheet.
 */

/** One entry of Vite's build manifest, keyed by source path relative to web/. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The screen module of each server-rendered page (ssr.ts's patterns); pages in the entry have none. */
export const SCREEN_MODULES: Record<string, string | null> = {
  directory: 'features/directory/directory.tsx',
  '': null,
  details: 'features/event/event-details.tsx',
  projects: null,
  'projects/category/:category': null,
  'project/:project': 'features/projects/project-page.tsx',
  winners: 'features/event/winners.tsx',
};

/**
 * The module behind each lazy part of a page (`lazyPart(name, …)` in web/), by the name the render
 * reports in its state. page-code.test.ts holds this table to the web app's sources.
 */
export const PART_MODULES: Record<string, string> = {
  'gallery-toolbar': 'features/projects/gallery-toolbar.tsx',
  'event-highlights': 'features/event/event-highlights.tsx',
  'gallery-filter-chips': 'features/projects/gallery-filter-chips.tsx',
  'voting-bar': 'features/voting/gallery-voting.ts',
  'vote-button': 'features/voting/gallery-voting.ts',
  'team-feedback': 'features/judging/team-feedback.tsx',
  'project-archive': 'features/plans/project-extras.tsx',
  'comment-thread': 'features/plans/comment-thread.tsx',
  'live-schedule': 'features/notify/live-schedule.tsx',
  'rich-html': 'components/rich-html.tsx',
  'event-bars': 'features/plans/event-bars.tsx',
};

/** The build's manifest, or null when the app was built without one (the page then names no code). */
export function loadBuildManifest(webDist: string): BuildManifest | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : null;
}

/** The catalogues i18next loads for a namespace: the page's language and the fallback, English. */
function catalogueModules(namespaces: readonly string[], locale: Locale): string[] {
  const languages = locale === 'en' ? ['en'] : [locale, 'en'];
  const modules = namespaces.flatMap((namespace) =>
    namespace === 'translation'
      ? languages.filter((language) => language !== 'en').map((language) => `i18n/${language}.json`)
      : languages.map((language) => `i18n/${namespace}/${language}.json`),
  );
  return modules;
}

/** The source modules a rendered page needs before it hydrates. */
export function pageModules(screen: string | null, state: ServerState): string[] {
  return [
    ...(screen ? [screen] : []),
    ...state.parts.flatMap((part) => PART_MODULES[part] ?? []),
    ...catalogueModules(['translation', ...state.namespaces], state.locale),
  ];
}

/** Chunk files and style sheets of modules and everything they import, in the order they are met. */
export function chunksOf(manifest: BuildManifest, modules: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) styles.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The head links for a page's code that the built index.html does not name already: style sheets (a
 * screen's own styles, so its server HTML is styled at the first paint) and module preloads.
 */
export function renderCodeLinks(manifest: BuildManifest, modules: readonly string[], indexHtml: string) {
  const { scripts, styles } = chunksOf(manifest, modules);
  const isNew = (file: string) => !indexHtml.includes(`/${file}"`);
  return {
    styles: styles
      .filter(isNew)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">\n    `)
      .join(''),
    scripts: scripts
      .filter(isNew)
      .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
      .join(''),
  };
}
