// Runs the judge CLI on every bundled example and shows what a user would see:
// the judge's answers, then any diagnostics. Examples with deliberate mistakes are
// part of the tour, so their exit status 1 is expected and reported, not fatal.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const examples = readdirSync('examples')
  .filter((name) => /\.(holedox|tempter)$/.test(name))
  .sort();
let failures = 0;
for (const name of examples) {
  const path = join('examples', name);
  const started = process.hrtime.bigint();
  const args = ['bin/holedox.js', path];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  // The command as run, so it can be copied: `node`, not npx (which works only in the clone).
  console.log(`\n$ node ${args.join(' ')}    (exit ${run.status}, ${ms.toFixed(0)} ms)`);
  process.stdout.write(run.stdout);
  if (run.stderr) console.log(run.stderr.trimEnd().replace(/^/gm, '  stderr| '));
  const expectsErrors = name.startsWith('with-');
  if (run.status !== (expectsErrors ? 1 : 0)) failures++;
}
console.log(`\n${examples.length} examples run${failures ? `, ${failures} with an unexpected exit status` : ''}.`);
process.exitCode = failures ? 1 : 0;
