/**
 * The functions that took the most CPU in a V8 CPU profile (a `.cpuprofile` of BENCH_PROFILE), by self
 * time, idle left out: where a server's time went under a benchmark.
 * Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [how many, default 30]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, index) => {
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
  if (functionName === '(idle)') return;
  const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  const micros = profile.timeDeltas[index] ?? 0;
  selfTime.set(name, (selfTime.get(name) ?? 0) + micros);
  busy += micros;
});
console.log(`busy ${(busy / 1e6).toFixed(2)} s`);
for (const [name, micros] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(`${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
}
