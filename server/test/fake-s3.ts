import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A minimal S3-compatible endpoint (path-style PUT and GET), so S3 storage is tested without network. */
export function startFakeS3(): Promise<{ server: Server; url: string; objects: Map<string, Buffer> }> {
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
