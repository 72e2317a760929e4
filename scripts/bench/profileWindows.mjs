// Where a CPU profile's time went between marks: `node scripts/bench/profileWindows.mjs FILE
// [--from MS] [--to MS] [--top N]`, times in ms from the profile's `holedoxMarks.typo`, else its
// `holedoxMarks.shown` (the editor bench's --renderer-profile writes them), or from its start. Prints self time and total
// time (a function and what it called) per function, the longest first.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

export function profileWindow(profile, fromMs = -Infinity, toMs = Infinity) {
  const zeroMark = profile.holedoxMarks?.typo ?? profile.holedoxMarks?.shown;
  const zeroUs = zeroMark !== undefined && profile.holedoxClock
    ? profile.holedoxClock.monotonicUs + (zeroMark - profile.holedoxClock.unixMs) * 1000
    : profile.startTime;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map();
  const total = new Map();
  let busy = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const next = i + 1 < profile.samples.length ? t + profile.timeDeltas[i + 1] : t;
    const at = (t - zeroUs) / 1000;
    if (at < fromMs || at > toMs) continue;
    const ms = (next - t) / 1000;
    const node = byId.get(profile.samples[i]);
    if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
    busy += ms;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const l = label(byId.get(id));
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + ms);
    }
  }
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { busyMs: busy, self: top(self), total: top(total) };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' }, to: { type: 'string' }, top: { type: 'string', default: '25' } } });
  const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
  const w = profileWindow(profile, values.from === undefined ? -Infinity : Number(values.from), values.to === undefined ? Infinity : Number(values.to));
  const n = Number(values.top);
  const line = ([l, ms]) => `${ms.toFixed(1).padStart(9)} ms  ${l}`;
  process.stdout.write(`busy ${w.busyMs.toFixed(1)} ms\n-- self --\n${w.self.slice(0, n).map(line).join('\n')}\n-- total --\n${w.total.slice(0, n).map(line).join('\n')}\n`);
}
