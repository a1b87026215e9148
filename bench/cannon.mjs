/**
 * The load generator in a process of its own, so its work never shares an event loop with a server it
 * measures. Takes one JSON argument (autocannon's options, plus `likes`: the path of a JSON file with
 * `projectIds`, `tokens` and `event`, for likers who like and unlike at random) and prints autocannon's
 * result, with the CPU seconds this process used while it sent the load and those the whole machine used
 * (and the host stole) meanwhile, as JSON on standard output. Used by bench/api.ts and bench/load.ts through bench/processes.ts.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const CLOCK_TICKS = 100;
/**
 * The whole machine's busy and stolen CPU seconds (/proc/stat): what every process used, this one and
 * the server included, and what the host gave to other machines.
 */
function machineSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return { busy: (user + nice + system + irq + softirq) / CLOCK_TICKS, steal: steal / CLOCK_TICKS };
}

const { likes, ...options } = JSON.parse(process.argv[2] ?? '{}');

if (likes) {
  const { projectIds, tokens, event } = JSON.parse(readFileSync(likes, 'utf8'));
  const pick = (items) => items[Math.floor(Math.random() * items.length)];
  options.requests = [
    {
      setupRequest: (request) => ({
        ...request,
        method: Math.random() < 0.6 ? 'POST' : 'DELETE',
        path: `/api-v2/projects/${pick(projectIds)}/like`,
        headers: { authorization: `Bearer ${pick(tokens)}`, 'x-event': event },
      }),
    },
  ];
}

// Only the load's own CPU: a process's start costs the same whatever it then sends.
const before = process.cpuUsage();
const machineBefore = machineSeconds();
const result = await autocannon(options);
const cpu = process.cpuUsage(before);
const machine = machineSeconds();
process.stdout.write(
  JSON.stringify({
    ...result,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    machineBusySeconds: machine.busy - machineBefore.busy,
    stealSeconds: machine.steal - machineBefore.steal,
  }),
);
