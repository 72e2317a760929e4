// Where a CPU profile's time went between marks: `node scripts/bench/profileWindows.mjs FILE
// [--from MS] [--to MS] [--top N] [--tasks MS]`, times in ms from the profile's `holedoxMarks.typo`, else its
// `holedoxMarks.shown` (the editor bench's --renderer-profile writes them), or from its start
// (a time before the mark is written `--from=-500`). Prints self time and total
// time (a function and what it called) per function, the longest first; with --tasks, also
// each task of the window (a run of samples with no idle one between) of at least MS ms, in
// order, with the functions that took most of it: what the page's thread did one thing after another.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** The profile's zero (its typo or shown mark, else its start) in its own clock, its nodes by id, each node's parent, and a label per node. */
function framesOf(profile) {
  const zeroMark = profile.holedoxMarks?.typo ?? profile.holedoxMarks?.shown;
  const zeroUs =
    zeroMark !== undefined && profile.holedoxClock
      ? profile.holedoxClock.monotonicUs + (zeroMark - profile.holedoxClock.unixMs) * 1000
      : profile.startTime;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  return { zeroUs, byId, parent, label };
}

/** Each sample of the profile between the two moments (ms from the zero): its node, when, and for how long. */
function* samplesIn(profile, zeroUs, byId, fromMs, toMs) {
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const next = i + 1 < profile.samples.length ? t + profile.timeDeltas[i + 1] : t;
    const atMs = (t - zeroUs) / 1000;
    if (atMs < fromMs || atMs > toMs) continue;
    yield { node: byId.get(profile.samples[i]), atMs, ms: (next - t) / 1000 };
  }
}

/** Adds `ms` to the sample's function itself in `self` and, once each, to every function on its stack in `total`. */
function addSample({ byId, parent, label }, self, total, node, ms) {
  self.set(label(node), (self.get(label(node)) ?? 0) + ms);
  const seen = new Set();
  for (let id = node.id; id !== undefined; id = parent.get(id)) {
    const l = label(byId.get(id));
    if (seen.has(l)) continue;
    seen.add(l);
    total.set(l, (total.get(l) ?? 0) + ms);
  }
}

/**
 * The tasks of the window: runs of samples with no "(idle)" sample between them, each with its
 * start (ms from the zero), length, and time per function including what it called (`total`)
 * and per function itself (`self`), the longest first.
 */
export function profileTasks(profile, fromMs = -Infinity, toMs = Infinity) {
  const frames = framesOf(profile);
  const tasks = [];
  let task;
  for (const { node, atMs, ms } of samplesIn(profile, frames.zeroUs, frames.byId, fromMs, toMs)) {
    if (node.callFrame.functionName === '(idle)') {
      task = undefined;
      continue;
    }
    if (!task) tasks.push((task = { atMs, ms: 0, self: new Map(), total: new Map() }));
    task.ms += ms;
    addSample(frames, task.self, task.total, node, ms);
  }
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return tasks.map((k) => ({ atMs: k.atMs, ms: k.ms, self: top(k.self), total: top(k.total).filter(([l]) => !l.startsWith('(root)')) }));
}

export function profileWindow(profile, fromMs = -Infinity, toMs = Infinity) {
  const frames = framesOf(profile);
  const self = new Map();
  const total = new Map();
  let busy = 0;
  for (const { node, ms } of samplesIn(profile, frames.zeroUs, frames.byId, fromMs, toMs)) {
    if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
    busy += ms;
    addSample(frames, self, total, node, ms);
  }
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { busyMs: busy, self: top(self), total: top(total) };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, to: { type: 'string' }, top: { type: 'string', default: '25' }, tasks: { type: 'string' } },
  });
  const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
  const from = values.from === undefined ? -Infinity : Number(values.from);
  const to = values.to === undefined ? Infinity : Number(values.to);
  const w = profileWindow(profile, from, to);
  const n = Number(values.top);
  const line = ([l, ms]) => `${ms.toFixed(1).padStart(9)} ms  ${l}`;
  process.stdout.write(
    `busy ${w.busyMs.toFixed(1)} ms\n-- self --\n${w.self.slice(0, n).map(line).join('\n')}\n-- total --\n${w.total.slice(0, n).map(line).join('\n')}\n`,
  );
  if (values.tasks !== undefined) {
    const brief = (list, k) =>
      list
        .slice(0, k)
        .map(([l, ms]) => `${l} ${ms.toFixed(0)}`)
        .join(', ');
    process.stdout.write('-- tasks --\n');
    for (const task of profileTasks(profile, from, to).filter((k) => k.ms >= Number(values.tasks)))
      process.stdout.write(
        `${task.atMs.toFixed(0).padStart(7)} ms ${task.ms.toFixed(0).padStart(6)} ms  self: ${brief(task.self, 4)}\n${' '.repeat(19)}total: ${brief(task.total, 10)}\n`,
      );
  }
}
