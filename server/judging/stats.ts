/** Small statistics helpers for judging: moments, special functions, interval quantiles, rank agreement. */

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Sum of squared deviations from the mean (the numerator of the sample variance). */
export function sumOfSquares(values: readonly number[]): number {
  const m = mean(values);
  let sum = 0;
  for (const value of values) sum += (value - m) ** 2;
  return sum;
}

/** Unbiased sample variance; NaN with fewer than two values. */
export function sampleVariance(values: readonly number[]): number {
  return values.length < 2 ? Number.NaN : sumOfSquares(values) / (values.length - 1);
}

/** Confidence levels offered to organisers, with their two-sided standard normal quantiles. */
export const CONFIDENCE_Z = { 0.8: 1.2815515655, 0.9: 1.644853627, 0.95: 1.9599639845, 0.99: 2.5758293035 };
export type ConfidenceLevel = keyof typeof CONFIDENCE_Z;

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7: about 15 correct digits). */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b), the log of the Beta function. */
export function lnBeta(a: number, b: number): number {
  return lnGamma(a) + lnGamma(b) - lnGamma(a + b);
}

/** The digamma function ψ(x) = d/dx ln Γ(x) for x > 0: recurrence up to 10, then the asymptotic series. */
export function digamma(x: number): number {
  let result = 0;
  let z = x;
  while (z < 10) {
    result -= 1 / z;
    z += 1;
  }
  const inv2 = 1 / (z * z);
  const series = inv2 * (1 / 12 - inv2 * (1 / 120 - inv2 * (1 / 252 - inv2 * (1 / 240 - inv2 / 132))));
  return result + Math.log(z) - 1 / (2 * z) - series;
}

/** Ranks 1..n with ties given their average rank (the convention Spearman's rho needs). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]!);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && values[order[end + 1]!] === values[order[start]!]) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!] = rank;
    start = end + 1;
  }
  return ranks;
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rank correlation of two paired lists (1 = same order, -1 = reversed). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  return pearson(averageRanks(xs), averageRanks(ys));
}

/** Kendall's tau-b of two paired lists: the share of concordant minus discordant pairs, tie-corrected. */
export function kendallTau(xs: readonly number[], ys: readonly number[]): number {
  let concordant = 0;
  let discordant = 0;
  let tiesX = 0;
  let tiesY = 0;
  for (let i = 0; i < xs.length; i++) {
    for (let j = i + 1; j < xs.length; j++) {
      const dx = Math.sign(xs[i]! - xs[j]!);
      const dy = Math.sign(ys[i]! - ys[j]!);
      if (dx === 0 && dy === 0) continue;
      if (dx === 0) tiesX++;
      else if (dy === 0) tiesY++;
      else if (dx === dy) concordant++;
      else discordant++;
    }
  }
  const denominator = Math.sqrt((concordant + discordant + tiesX) * (concordant + discordant + tiesY));
  return denominator === 0 ? 0 : (concordant - discordant) / denominator;
}
