/**
 * ES2024's `ArrayBuffer.prototype.detached`, which Node 20 lacks: React's web-streams renderer reads it
 * before it writes an empty chunk, and without it warns on each (development builds). A detached buffer
 * is one whose `slice` throws.
 */
if (!('detached' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    get(this: ArrayBuffer) {
      try {
        this.slice(0, 0);
        return false;
      } catch {
        return true;
      }
    },
  });
}

export {};
