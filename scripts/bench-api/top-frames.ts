/**
 * The heaviest frames of a `node --cpu-prof` profile, by self time and grouped by package or file:
 *   npx tsx scripts/bench-api/top-frames.ts DIR/xxx.cpuprofile [count]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

/** `node_modules/<package>` or our own file, so the table says whose code the time goes to. */
function owner(url: string): string {
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1]!;
  return url.replace(/^file:\/\/.*?\/(src|scripts)\//, '$1/') || '(native)';
}

const [file, count = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: top-frames.ts PROFILE [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const frames = new Map<string, number>();
const owners = new Map<string, number>();
for (const id of profile.samples) {
  const { callFrame } = byId.get(id)!;
  const frame = `${callFrame.functionName || '(anonymous)'} ${owner(callFrame.url)}:${callFrame.lineNumber + 1}`;
  frames.set(frame, (frames.get(frame) ?? 0) + 1);
  owners.set(owner(callFrame.url), (owners.get(owner(callFrame.url)) ?? 0) + 1);
}
const top = (counts: Map<string, number>) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(count))
    .map(([name, samples]) => ({ name, '%': ((100 * samples) / profile.samples.length).toFixed(1) }));
console.table(top(owners));
console.table(top(frames));
