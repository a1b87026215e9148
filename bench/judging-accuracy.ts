/**
 * How close the judging leaderboard comes to a hidden truth (server/judging/accuracy-simulation.ts):
 * for rubric, pairwise (plain and graded answers) and both modes at 3, 5, 8 and 12 looks per project,
 * the leaderboard's Spearman against the truth beside the naive mean's, the worst round's lead over the
 * naive mean, how often the 95 % intervals hold the truth, and how many of the true top 5 the board's
 * top 5 finds. Means over seeded rounds; prints figures, never fails.
 * Usage: npm run bench:judging-accuracy   (ACCURACY_ROUNDS, default 12; ACCURACY_MODES, e.g.
 * "pairwise,pairwise-graded", default all; ACCURACY_SEED, the first round's seed, default 1000)
 */
import type { RoundMode } from '../common/judging';
import {
  ACCURACY_STEPS,
  type AccuracyFigures,
  type AccuracyOptions,
  simulateAccuracy,
} from '../server/judging/accuracy-simulation';

const ROUNDS = Number(process.env.ACCURACY_ROUNDS ?? 12);
/** The first round's seed (1000); another base checks that a figure tuned on these rounds holds on others. */
const FIRST_SEED = Number(process.env.ACCURACY_SEED ?? 1000);
interface Variant {
  name: string;
  mode: RoundMode;
  options: AccuracyOptions;
}
const ALL_VARIANTS: Variant[] = [
  { name: 'rubric', mode: 'rubric', options: {} },
  { name: 'pairwise', mode: 'pairwise', options: {} },
  { name: 'pairwise-graded', mode: 'pairwise', options: { graded: true } },
  { name: 'both', mode: 'both', options: {} },
];
const VARIANTS = ALL_VARIANTS.filter(
  (variant) => !process.env.ACCURACY_MODES || process.env.ACCURACY_MODES.split(',').includes(variant.name),
);
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const f = (value: number) => value.toFixed(3);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

function print(label: string, looks: number, at: AccuracyFigures[]) {
  const of = (key: keyof AccuracyFigures) => average(at.map((figures) => figures[key]));
  const worst = Math.min(...at.map((figures) => figures.spearman - figures.naiveSpearman));
  console.log(
    `| ${label} | ${looks} | ${f(of('spearman'))} | ${f(of('naiveSpearman'))} | ${f(worst)} | ${pct(of('coverage'))} | ${f(of('topFound'))} | ${f(of('naiveTopFound'))} |`,
  );
}

console.log(`Judging accuracy: ${ROUNDS} seeded rounds per mode, 40 projects, 12 judges (2 careless)\n`);
console.log(
  '| mode | looks/project | Spearman | naive | worst round − naive | 95 % coverage | top-5 found | naive |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const variant of VARIANTS) {
  const started = performance.now();
  const runs: AccuracyFigures[][] = [];
  for (let round = 0; round < ROUNDS; round++)
    runs.push(simulateAccuracy(variant.mode, FIRST_SEED + round, ACCURACY_STEPS, undefined, variant.options));
  ACCURACY_STEPS.forEach((looks, step) => {
    print(
      variant.name,
      looks,
      runs.map((figures) => figures[step]!),
    );
  });
  console.error(`  (${variant.name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

// The same judge time with a target of 3: the looks past it go where assignment sends them (places
// around the prize cut-offs least settled first).
const forecasts: string[] = [];
for (const variant of VARIANTS) {
  const runs: AccuracyFigures[][] = [];
  for (let round = 0; round < ROUNDS; round++)
    runs.push(simulateAccuracy(variant.mode, FIRST_SEED + round, ACCURACY_STEPS, 3, variant.options));
  ACCURACY_STEPS.forEach((looks, step) => {
    if (looks <= 3) return;
    print(
      `${variant.name}, target 3`,
      looks,
      runs.map((figures) => figures[step]!),
    );
  });
  // looksToSettle against what the next step's looks did (steps 5, 8 and 12 of every round).
  const all = runs.flat();
  const sum = (key: keyof AccuracyFigures) => all.reduce((total, figures) => total + figures[key], 0);
  const share = (part: number, whole: number) => (whole ? pct(part / whole) : '–');
  forecasts.push(
    `| ${variant.name}, target 3 | ${sum('settleForecasts')} | ${share(sum('settledAsForecast'), sum('settleForecasts'))} | ${sum('shortForecasts')} | ${share(sum('settledShort'), sum('shortForecasts'))} |`,
  );
}

console.log('\nlooksToSettle checked: unsettled places at one step, settled or not at the next (target 3)\n');
console.log('| mode | given the looks said | then settled | given fewer | then settled |');
console.log('|---|---|---|---|---|');
for (const line of forecasts) console.log(line);
