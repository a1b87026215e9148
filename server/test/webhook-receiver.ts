import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver for tests on 127.0.0.1 and a free port: it records every request and answers with
 * whatever `answer` does (200 unless told otherwise; never answering is a way to test timeouts).
 */
export async function startReceiver() {
  const received: Received[] = [];
  let answer: (request: Received, response: ServerResponse) => void = (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  };
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: Received = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      open.add(response);
      response.on('close', () => open.delete(response));
      answer(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answerWith(next: typeof answer) {
      answer = next;
    },
    status(code: number, headers: Record<string, string> = {}) {
      answer = (_request, response) => response.writeHead(code, headers).end(`answer ${code}`);
    },
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
