import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../test/fake-s3';
import { TINY_PNG } from '../test/multipart';
import { createLocalStorage, createS3Storage, type FileStorage } from './storage';

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
