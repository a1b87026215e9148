import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { testAppForFile } from './test/app';

/**
 * The OpenAPI document the app generates from its route schemas, held equal to the committed one
 * (server/openapi.snapshot.json), so moving a route from one way of declaring it to another cannot
 * change the wire contract unnoticed. A change on purpose (a route added, a summary reworded) is
 * written to the snapshot with `npm run openapi:update` (UPDATE_OPENAPI=1) and reviewed in the diff.
 */
const SNAPSHOT = path.join(import.meta.dirname, 'openapi.snapshot.json');
const t = testAppForFile();

/** The document without what changes from build to build (the app's version). */
async function liveDocument() {
  const spec = (await t.app.inject({ url: '/api-v2/docs/json' })).json() as { info: { version: string } };
  return { ...spec, info: { ...spec.info, version: '<version>' } };
}

it('generates the OpenAPI document of the snapshot (refresh: npm run openapi:update)', async () => {
  const live = await liveDocument();
  if (process.env.UPDATE_OPENAPI === '1') writeFileSync(SNAPSHOT, `${JSON.stringify(live, null, 2)}\n`);
  const kept = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
  expect(live).toEqual(kept);
});
