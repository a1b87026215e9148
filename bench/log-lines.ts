/**
 * What an access line costs the process, all in: put together, encoded into the log's block and written
 * to a file by pino's stream (server/logger.ts), in turns of the event loop that each write a few lines,
 * as a busy server answers a few requests a turn. CPU a line (main thread and thread pool), by turn size.
 * Usage: npx tsx bench/log-lines.ts [lines, default 600000]
 */
import { mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accessLineWriter, bufferedLogStream, createLogger } from '../server/logger';

const LINES = Number(process.argv[2] ?? 600_000);
const TURN_SIZES = [2, 5, 40];

async function measure(linesATurn: number, file: string) {
  const stream = bufferedLogStream(openSync(file, 'w'));
  const access = accessLineWriter(createLogger({ LOG_LEVEL: 'info' }, stream));
  const before = process.cpuUsage();
  let written = 0;
  await new Promise<void>((resolve) => {
    const turn = () => {
      for (let i = 0; i < linesATurn; i++, written++)
        access({
          reqId: `req-${written.toString(36)}`,
          method: 'GET',
          route: '/api-v2/timeline',
          status: 200,
          ms: 0.3,
        });
      if (written < LINES) setImmediate(turn);
      else resolve();
    };
    turn();
  });
  stream.flushSync();
  const used = process.cpuUsage(before);
  return { cpu: (used.user + used.system) / LINES, bytes: statSync(file).size };
}

const work = mkdtempSync(path.join(tmpdir(), 'showcase-log-lines-'));
try {
  for (const size of TURN_SIZES) {
    const { cpu, bytes } = await measure(size, path.join(work, `access-${size}.log`));
    console.log(
      `${size} lines a turn: ${cpu.toFixed(2)} µs of CPU a line (${(bytes / LINES).toFixed(0)} bytes a line)`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
