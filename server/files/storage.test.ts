import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../test/multipart';
import { createLocalStorage, createS3Storage, type FileStorage } from './storage';

/** A minimal S3-compatible endpoint (path-style PUT and GET), so the S3 adapter is tested without network. */
function startFakeS3(): Promise<{ server: Server; url: string; objects: Map<string, Buffer> }> {
  const objects = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = decodeURIComponent((request.url ?? '').split('?')[0]!);
      if (request.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'GET' && objects.has(key)) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(objects.get(key));
      } else {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects }),
    ),
  );
}

let fake: Awaited<ReturnType<typeof startFakeS3>>;
const localRoot = mkdtempSync(path.join(tmpdir(), 'showcase-storage-'));
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => {
  fake.server.close();
  rmSync(localRoot, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['local disk', () => createLocalStorage(localRoot)],
  [
    'S3-compatible bucket',
    () =>
      createS3Storage({
        bucket: 'uploads',
        region: 'us-east-1',
        endpoint: fake.url,
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      }),
  ],
];

describe.each(adapters)('%s storage', (_name, create) => {
  it('stores bytes under a key and reads them back', async () => {
    const storage = create();
    await storage.put('dir/2026-11/a.png', TINY_PNG, 'image/png');
    expect((await storage.get('dir/2026-11/a.png'))?.equals(TINY_PNG)).toBe(true);
    expect(await storage.get('dir/2026-11/missing.png')).toBeNull();
  });
});

it('never lets a key escape the local upload folder', async () => {
  await expect(createLocalStorage(localRoot).put('../escape.png', TINY_PNG, 'image/png')).rejects.toThrow(
    /invalid storage key/,
  );
});
