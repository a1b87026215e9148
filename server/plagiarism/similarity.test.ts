import { describe, expect, it } from 'vitest';
import { compare, shingles } from './similarity';

const original =
  'Our solar kite lifts a small turbine into steady high altitude winds and sends power down the tether to a village battery bank';

describe('shingle similarity', () => {
  it('scores a verbatim copy 1 and an unrelated text 0', () => {
    expect(compare(shingles(original), shingles(original))).toEqual({ containment: 1, jaccard: 1 });
    expect(
      compare(shingles(original), shingles('A board game that teaches children about rivers')).containment,
    ).toBe(0);
  });

  it('finds a copied passage inside a longer text', () => {
    const padded = `Introduction to our work. ${original}. We also built a website and a mobile app for it.`;
    const result = compare(shingles(original), shingles(padded));
    expect(result.containment).toBe(1);
    expect(result.jaccard).toBeGreaterThan(0.5);
    expect(result.jaccard).toBeLessThan(1);
  });

  it('ignores case and punctuation but not word order', () => {
    const shouted = original.toUpperCase().replaceAll(' ', ', ');
    expect(compare(shingles(original), shingles(shouted)).containment).toBe(1);
    const shuffled = original.split(' ').reverse().join(' ');
    expect(compare(shingles(original), shingles(shuffled)).containment).toBe(0);
  });

  it('handles empty texts', () => {
    expect(compare(shingles(''), shingles(original))).toEqual({ containment: 0, jaccard: 0 });
  });
});
