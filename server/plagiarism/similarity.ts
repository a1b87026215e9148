/**
 * Text similarity by word shingles: each text becomes the set of its overlapping 3-word sequences
 * (hashed), so reordered paragraphs still match while shared vocabulary alone does not.
 */
const SHINGLE_WORDS = 3;

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** 32-bit FNV-1a: a cheap, stable hash for shingle sets. */
function fnv1a(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function shingles(text: string): Set<number> {
  const tokens = words(text);
  const set = new Set<number>();
  if (tokens.length < SHINGLE_WORDS) {
    if (tokens.length) set.add(fnv1a(tokens.join(' ')));
    return set;
  }
  for (let i = 0; i + SHINGLE_WORDS <= tokens.length; i++) {
    set.add(fnv1a(tokens.slice(i, i + SHINGLE_WORDS).join(' ')));
  }
  return set;
}

export interface Similarity {
  /** Share of the checked text's shingles found in the other text (0..1): how much of it was copied. */
  containment: number;
  /** Jaccard index of both shingle sets (0..1): how alike the two texts are overall. */
  jaccard: number;
}

export function compare(checked: Set<number>, other: Set<number>): Similarity {
  if (!checked.size || !other.size) return { containment: 0, jaccard: 0 };
  let shared = 0;
  const [small, large] = checked.size <= other.size ? [checked, other] : [other, checked];
  for (const hash of small) if (large.has(hash)) shared++;
  return {
    containment: shared / checked.size,
    jaccard: shared / (checked.size + other.size - shared),
  };
}
