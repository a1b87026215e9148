/**
 * Seeded randomness for judging. Assignment must give the same answer for the same inputs and seed
 * (so a judge who reloads sees the same project, and tests never flake), hence no Math.random here.
 */

/** A generator of numbers in [0, 1). */
export type Rng = () => number;

/** Mulberry32: a tiny 32-bit generator, plenty for tie-breaks, exploration and simulations. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Murmur3's finaliser: spreads every input bit over the whole 32-bit result. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A stable pseudo-random 32-bit key for one or two integers: the same inputs and seed always give the
 * same key, different judges get unrelated orders of the same projects. (Fixed arity: it runs for
 * every project on every request.)
 */
export function hashKey(seed: number, a: number, b = 0): number {
  const h = mix32(mix32(seed ^ 0x9e3779b9) ^ mix32(a + 0x7f4a7c15));
  return mix32(h ^ mix32(b + 0x7f4a7c15));
}

/** A standard normal draw (Box–Muller). */
export function normalDraw(rng: Rng): number {
  const u = 1 - rng();
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Fisher–Yates shuffle of a copy. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
