// Where a server's CPU time went, from a V8 profile (node --cpu-prof): self time by package (drizzle-orm,
// pg, fastify, zod, ...), the app's own code, Node internals, garbage collection and idle. Usage:
//   tsx cpu-profile-summary.ts <file.cpuprofile> [window] [orders]
// window: "N" keeps the profile's last N seconds, "A-B" seconds A to B after its start (the measured
// run: TIMELINE=1 prints busy ms per second to find it); orders divides the busy time by the orders
// placed in it (ms of sampled CPU per order; on a loaded machine this includes time the thread was
// descheduled while running JavaScript).
import { readFileSync } from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const [file, window, orders] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx cpu-profile-summary.ts <file.cpuprofile> [lastSeconds] [orders]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** The bucket a frame's self time counts to. */
function bucket(node: Node): string {
  const { url, functionName } = node.callFrame;
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (functionName === '(program)') return '(program: V8, native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes('/packages/domain/')) return 'app: packages/domain';
  const app = /\/apps\/server\/src\/([^/]+(?:\/[^/]+)?)/.exec(url);
  if (app) return `app: ${app[1]!.replace(/\.ts$/, '')}`;
  if (url.startsWith('node:') || url === '') return 'node internals';
  return url;
}

const [a, b] = (window ?? '').split('-');
const from = !window
  ? profile.startTime
  : b !== undefined
    ? profile.startTime + Number(a) * 1e6
    : profile.endTime - Number(a) * 1e6;
const to = b !== undefined ? profile.startTime + Number(b) * 1e6 : profile.endTime;
const totals = new Map<string, number>();
const perSecond: number[] = [];
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i]!;
  const second = Math.floor((t - profile.startTime) / 1e6);
  if (byId.get(profile.samples[i]!)!.callFrame.functionName !== '(idle)')
    perSecond[second] = (perSecond[second] ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (t < from || t >= to) continue;
  const key = bucket(byId.get(profile.samples[i]!)!);
  totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
}
const busy = [...totals].filter(([k]) => k !== '(idle)').reduce((n, [, ms]) => n + ms, 0);
const perOrder = orders ? Number(orders) : 0;
if (process.env.TIMELINE)
  console.log(
    `busy ms per second since the start: ${Array.from(perSecond, (ms, s) => `${s}:${Math.round(ms ?? 0)}`).join(' ')}`,
  );
console.log(
  `busy ${busy.toFixed(0)} ms of ${((to - from) / 1000).toFixed(0)} ms${perOrder ? `, ${(busy / perOrder).toFixed(2)} ms per order` : ''}`,
);
console.log(
  `| self time | ms | share of busy |${perOrder ? ' ms per order |' : ''}\n|---|---|---|${perOrder ? '---|' : ''}`,
);
for (const [key, ms] of [...totals]
  .filter(([k]) => k !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, 25)) {
  console.log(
    `| ${key} | ${ms.toFixed(0)} | ${((100 * ms) / busy).toFixed(1)} % |${perOrder ? ` ${(ms / perOrder).toFixed(3)} |` : ''}`,
  );
}
