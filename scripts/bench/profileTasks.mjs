// Which of the extension host's long tasks are ours, from a V8 CPU profile written by
// scripts/bench/loopProbe.cjs (with its `holedoxClock` and `holedoxTicks`). A task is a run of
// samples with no "(idle)" sample between them and no tick of the loop probe's timer: the event
// loop held up for that long, as the probe sees it (work that yields to the event loop every
// few ms lets the timer run, and is several tasks). Our time in a task is the time of its samples whose stack holds a frame of our bundle
// (what our code called, VS Code's API included; not what VS Code does with what we return,
// nor garbage collection).

/** Each node's outermost frame of ours (closest to the root), or null when none is on its stack. */
function ourEntries(profile, isOurs) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const entry = new Map();
  const entryOf = (id) => {
    if (entry.has(id)) return entry.get(id);
    const node = byId.get(id);
    const up = parent.has(id) ? entryOf(parent.get(id)) : null;
    const own = isOurs(node.callFrame.url) ? `${node.callFrame.functionName || '(anonymous)'}:${node.callFrame.lineNumber + 1}` : null;
    const found = up ?? own;
    entry.set(id, found);
    return found;
  };
  for (const node of profile.nodes) entryOf(node.id);
  return { entry, byId };
}

/**
 * The tasks of a profile that started in [fromUnixMs, toUnixMs]: each with its start (unix ms),
 * length, our time in it and our entry functions by time. `isOurs(url)` tells our frames.
 */
export function tasksOf(profile, isOurs, fromUnixMs = -Infinity, toUnixMs = Infinity) {
  const { entry, byId } = ourEntries(profile, isOurs);
  const clock = profile.holedoxClock;
  const toUnix = (us) => (clock ? clock.unixMs + (us - clock.monotonicUs) / 1000 : us / 1000);
  const times = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  const deltas = [];
  for (let i = 1; i < times.length; i++) deltas.push(times[i] - times[i - 1]);
  const interval = [...deltas].sort((a, b) => a - b)[deltas.length >> 1] ?? 1000;
  const isIdle = (id) => byId.get(id).callFrame.functionName === '(idle)';
  const ticks = profile.holedoxTicks ?? [];
  let tick = 0;
  const tasks = [];
  let task = null;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    // The probe's timer ran since the last sample: the event loop was free in between.
    let ticked = false;
    while (tick < ticks.length && ticks[tick] <= times[i]) {
      tick++;
      ticked = true;
    }
    if (ticked) task = null;
    if (isIdle(id)) {
      task = null;
      continue;
    }
    // A sample stands for the time until the next one (as DevTools counts it); the last one
    // of a task, followed by idle or the probe's timer, for one sampling interval.
    const nextInTask =
      i + 1 < profile.samples.length && !isIdle(profile.samples[i + 1]) && !(tick < ticks.length && ticks[tick] <= times[i + 1]);
    const next = nextInTask ? times[i + 1] : times[i] + interval;
    const ms = (next - times[i]) / 1000;
    if (!task) tasks.push((task = { startUnixMs: toUnix(times[i]), ms: 0, oursMs: 0, entries: new Map() }));
    task.ms += ms;
    const ours = entry.get(id);
    if (ours) {
      task.oursMs += ms;
      task.entries.set(ours, (task.entries.get(ours) ?? 0) + ms);
    }
  }
  return tasks
    .filter((k) => k.startUnixMs >= fromUnixMs && k.startUnixMs <= toUnixMs)
    .map((k) => ({ ...k, entries: [...k.entries].sort((a, b) => b[1] - a[1]) }));
}

/** The tasks over `overMs`, and those of them where our own time was over `overMs`. */
export function longTaskSummary(tasks, overMs) {
  const long = tasks.filter((k) => k.ms > overMs);
  const ours = tasks.filter((k) => k.oursMs > overMs);
  const round = (v) => Math.round(v);
  return {
    count: long.length,
    maxMs: round(Math.max(0, ...long.map((k) => k.ms))),
    withOurCode: long.filter((k) => k.oursMs > 0).length,
    ours: {
      count: ours.length,
      maxMs: round(Math.max(0, ...ours.map((k) => k.oursMs))),
      // What each of our long tasks ran: its entry functions over 5 ms, longest first.
      tasks: ours.map((k) => ({
        ms: round(k.ms),
        oursMs: round(k.oursMs),
        entries: k.entries.filter(([, ms]) => ms > 5).map(([name, ms]) => `${name} ${round(ms)}`),
      })),
    },
    oursTotalMs: round(tasks.reduce((sum, k) => sum + k.oursMs, 0)),
  };
}
