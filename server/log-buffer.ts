/** Where a full buffer's bytes go: pino's asynchronous stream in its byte mode (sonic-boom). */
export interface ByteSink {
  write(chunk: Buffer): boolean;
  flushSync?(): void;
}

export interface LineBuffer {
  write(text: string): boolean;
  /** Hands what the buffer holds to the sink now. */
  flush(done?: (error?: Error) => void): void;
  /** Hands what the buffer holds to the sink and has the sink write it before returning. */
  flushSync(): void;
}

/**
 * Log lines encoded straight into a block of memory outside V8's heap, handed to the sink a block at a
 * time: when the next line might not fit, or `flushMs` after the first line of a block. A busy server
 * writes tens of thousands of access lines a second; held as JavaScript strings until a write, each was
 * copied several times (joined, appended, measured and encoded twice by pino's stream in its text mode).
 * Here each line is encoded once, where it was made, and its string is garbage at once (the figures:
 * docs/configuration.md). Every line of the logger goes through the same buffer, so lines keep their
 * order.
 */
export function lineBuffer(sink: ByteSink, options: { bytes: number; flushMs: number }): LineBuffer {
  let block = Buffer.allocUnsafe(options.bytes);
  let used = 0;
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (!used) return;
    const full = block.subarray(0, used);
    // The sink keeps the bytes it was handed until they are written: the next lines go to a new block.
    block = Buffer.allocUnsafe(options.bytes);
    used = 0;
    sink.write(full);
  };
  const flushSync = () => {
    flush();
    sink.flushSync?.();
  };
  // pino flushes its own stream when the process exits, before this runs; the lines still held here follow.
  process.once('exit', flushSync);

  return {
    write(text) {
      // A UTF-16 code unit takes at most three bytes in UTF-8: the bound needs no pass over the text.
      const most = text.length * 3;
      if (used + most > block.length) flush();
      if (most > block.length) sink.write(Buffer.from(text));
      else {
        used += block.write(text, used);
        timer ??= setTimeout(flush, options.flushMs).unref();
      }
      return true;
    },
    flush(done) {
      flush();
      done?.();
    },
    flushSync,
  };
}
