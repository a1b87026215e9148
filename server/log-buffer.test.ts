import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineBuffer } from './log-buffer';

function sink() {
  const chunks: Buffer[] = [];
  let syncFlushes = 0;
  return {
    chunks,
    text: () => chunks.map((chunk) => chunk.toString('utf8')),
    syncFlushes: () => syncFlushes,
    write(chunk: Buffer) {
      // A copy: the buffer must not reuse bytes it has handed over.
      chunks.push(Buffer.from(chunk));
      return true;
    },
    flushSync() {
      syncFlushes += 1;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the log buffer', () => {
  it('hands lines over as one block, in order, when the next might not fit', () => {
    const out = sink();
    const buffer = lineBuffer(out, { bytes: 64, flushMs: 1000 });
    buffer.write('one\n');
    buffer.write('two\n');
    expect(out.chunks).toEqual([]);
    // 3 bytes a character at most: 20 characters may need 60 bytes, more than the 56 left.
    buffer.write(`${'x'.repeat(19)}\n`);
    expect(out.text()).toEqual(['one\ntwo\n']);
    buffer.flush();
    expect(out.text()).toEqual(['one\ntwo\n', `${'x'.repeat(19)}\n`]);
  });

  it('writes a quiet server’s lines within flushMs of the first', () => {
    vi.useFakeTimers();
    const out = sink();
    const buffer = lineBuffer(out, { bytes: 1024, flushMs: 1000 });
    buffer.write('first\n');
    vi.advanceTimersByTime(600);
    buffer.write('second\n');
    expect(out.chunks).toEqual([]);
    vi.advanceTimersByTime(400);
    expect(out.text()).toEqual(['first\nsecond\n']);
    buffer.write('third\n');
    vi.advanceTimersByTime(999);
    expect(out.chunks).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(out.text()).toEqual(['first\nsecond\n', 'third\n']);
  });

  it('sends a line longer than a block whole, after the lines before it', () => {
    const out = sink();
    const buffer = lineBuffer(out, { bytes: 32, flushMs: 1000 });
    buffer.write('short\n');
    const long = `${'stack frame '.repeat(10)}\n`;
    buffer.write(long);
    buffer.write('after\n');
    buffer.flush();
    expect(out.text()).toEqual(['short\n', long, 'after\n']);
  });

  it('encodes any text as UTF-8 and hands everything over on a synchronous flush', () => {
    const out = sink();
    const buffer = lineBuffer(out, { bytes: 1024, flushMs: 1000 });
    const line = '{"msg":"Gewinnerin: Zoë 🏆 — 東京"}\n';
    buffer.write(line);
    buffer.write(line);
    buffer.flushSync();
    expect(out.text()).toEqual([line + line]);
    expect(out.syncFlushes()).toBe(1);
  });
});

describe("the app's logger", () => {
  it('writes every line to standard output, in order, when the process exits at once', () => {
    const logger = path.join(import.meta.dirname, 'logger.ts');
    const script = [
      `const { accessLineWriter, createLogger } = await import(${JSON.stringify(logger)});`,
      "const log = createLogger({ LOG_LEVEL: 'info' });",
      "log.info('starting');",
      "accessLineWriter(log)({ reqId: 'req-1', method: 'GET', route: '/api-v2/timeline', status: 200, ms: 0.3 });",
      "log.error({ err: new Error('boom') }, 'failed');",
      'process.exit(0);',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; route?: string });
    expect(lines.map((line) => line.msg)).toEqual(['starting', 'request', 'failed']);
    expect(lines[1]?.route).toBe('/api-v2/timeline');
  });
});
