/**
 * `npm run db:template`: writes server/db/pglite-template/, the empty embedded database (PGlite's
 * initdb, before any migration) that a first start unpacks instead of running initdb itself. Creating a
 * database runs initdb in a second PostgreSQL instance and a WebAssembly module of its own beside the
 * server's, which took a first start to 650-700 MB; unpacking the template peaks near 250 MB
 * (docs/performance.md). The template belongs to one PGlite version: run this after upgrading PGlite
 * (server/db/client.test.ts fails until then; meanwhile a first start falls back to initdb).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, 'server/db/pglite-template');
const { version } = JSON.parse(
  readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
);

const client = new PGlite();
await client.waitReady;
const dump = await client.dumpDataDir('gzip');
await client.close();
writeFileSync(path.join(folder, 'pgdata.tar.gz'), Buffer.from(await dump.arrayBuffer()));
writeFileSync(path.join(folder, 'pglite-version.txt'), `${version}\n`);
console.log(`server/db/pglite-template: PGlite ${version}, ${dump.size} bytes`);
