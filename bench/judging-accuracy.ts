/**
 * How close the judging leaderboard comes to a hidden truth (server/judging/accuracy-simulation.ts):
 * for rubric, pairwise and both modes at 3, 5, 8 and 12 looks per project, the leaderboard's Spearman
 * against the truth beside the naive mean's, how often the 95 % intervals hold the truth, and how many
 * of the true top 5 the board's top 5 finds. Means over seeded rounds; prints figures, never fails.
 * Usage: npm run bench:judging-accuracy   (ACCURACY_ROUNDS, default 12)
 */
import type { RoundMode } from '../common/judging';
import {
  ACCURACY_STEPS,
  type AccuracyFigures,
  simulateAccuracy,
} from '../server/judging/accuracy-simulation';

const ROUNDS = Number(process.env.ACCURACY_ROUNDS ?? 12);
const MODES: RoundMode[] = ['rubric', 'pairwise', 'both'];
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const f = (value: number) => value.toFixed(3);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

console.log(`Judging accuracy: ${ROUNDS} seeded rounds per mode, 40 projects, 12 judges (2 careless)\n`);
console.log('| mode | looks/project | Spearman | naive | 95 % coverage | top-5 found | naive |');
console.log('|---|---|---|---|---|---|---|');
for (const mode of MODES) {
  const started = performance.now();
  const runs: AccuracyFigures[][] = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(simulateAccuracy(mode, 1000 + round));
  ACCURACY_STEPS.forEach((looks, step) => {
    const at = runs.map((figures) => figures[step]!);
    const of = (key: keyof AccuracyFigures) => average(at.map((figures) => figures[key]));
    console.log(
      `| ${mode} | ${looks} | ${f(of('spearman'))} | ${f(of('naiveSpearman'))} | ${pct(of('coverage'))} | ${f(of('topFound'))} | ${f(of('naiveTopFound'))} |`,
    );
  });
  console.error(`  (${mode}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

// The same judge time with a target of 3: the looks past it go where assignment sends them (places
// around the prize cut-offs least settled first).
for (const mode of MODES) {
  const runs: AccuracyFigures[][] = [];
  for (let round = 0; round < ROUNDS; round++)
    runs.push(simulateAccuracy(mode, 1000 + round, ACCURACY_STEPS, 3));
  ACCURACY_STEPS.forEach((looks, step) => {
    if (looks <= 3) return;
    const at = runs.map((figures) => figures[step]!);
    const of = (key: keyof AccuracyFigures) => average(at.map((figures) => figures[key]));
    console.log(
      `| ${mode}, target 3 | ${looks} | ${f(of('spearman'))} | ${f(of('naiveSpearman'))} | ${pct(of('coverage'))} | ${f(of('topFound'))} | ${f(of('naiveTopFound'))} |`,
    );
  });
}
