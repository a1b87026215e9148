import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EVENT_PAGE_PATHS, matchPagePath, SITE_PAGE_PATHS } from '../common/page-paths';
import { routes } from './router';

/** Every full path of the route table, with `:param` segments named as in the table. */
function leafPaths(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? [prefix, route.path].filter(Boolean).join('/').replace(/\/+/g, '/') : prefix;
    const children = route.children ? leafPaths(route.children, path) : [];
    return route.index || !route.children ? [path, ...children] : children;
  });
}

const pages = [...new Set(leafPaths(routes))].filter((path) => !path.includes('*'));
/** A path with every parameter the same, so patterns compare whatever their parameters are called. */
const shape = (path: string) => path.replace(/:[A-Za-z]+/g, ':').replace(/\/$/, '') || '/';

describe('the page paths the server knows', () => {
  it('include every page of the web app, so none answers 404 by mistake', () => {
    expect(pages.length).toBeGreaterThan(30);
    const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'demo');
    expect(pages.filter((path) => matchPagePath(sample(path)).kind === 'missing')).toEqual([]);
  });

  it('name only pages the web app has, so none answers 200 by mistake', () => {
    const shapes = new Set(pages.map(shape));
    const shared = [
      ...SITE_PAGE_PATHS.map((path) => `/${path}`),
      ...EVENT_PAGE_PATHS.map((path) => `/:eventSlug/${path}`),
    ];
    expect(shared.filter((path) => !shapes.has(shape(path)))).toEqual([]);
  });
});
