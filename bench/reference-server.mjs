/**
 * The two references bench:api measures the app against, each in a process of its own:
 *   node bench/reference-server.mjs hello <port>             Fastify's hello-world ({"hello":"world"})
 *   node bench/reference-server.mjs same-bytes <port> <file> a bare Fastify answering each URL of <file>
 *     (JSON: { [url]: { type, body, headers } }, body in base64) with the bytes the app sent: its body
 *     and every header it wrote (the security headers, vary, cache-control, the tag), less those Node
 *     writes for any answer (date, connection, keep-alive, length). The limit of any cache for that
 *     answer, which must send those headers too.
 * Both with Fastify's defaults (no logger), as its own benchmarks run it.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [mode, port, file] = process.argv.slice(2);
const app = Fastify();

if (mode === 'hello') {
  app.get('/', async () => ({ hello: 'world' }));
} else if (mode === 'same-bytes') {
  const answers = new Map(
    Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([url, { type, body, headers }]) => [
      url,
      {
        type,
        body: Buffer.from(body, 'base64'),
        headers,
      },
    ]),
  );
  app.get('*', (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send();
    if (answer.headers) reply.headers(answer.headers);
    return reply.header('content-type', answer.type).send(answer.body);
  });
} else {
  throw new Error(`unknown reference server ${mode}`);
}

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
