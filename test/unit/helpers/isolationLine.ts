/** The line under every judge report that says how the run was contained (`sandbox: …`, `沙箱：…`). */
export const ISOLATION_LINE = /^(sandbox: |沙箱：).*$/m;

/**
 * A CLI's stdout without its isolation line, and that line: tests of a verdict look at the
 * report above it; tests of containment look at the line itself.
 */
export function splitIsolation(stdout: string): { readonly report: string; readonly isolation: string | undefined } {
  const lines = stdout.split('\n');
  const at = lines.findIndex((line) => ISOLATION_LINE.test(line));
  if (at < 0) return { report: stdout, isolation: undefined };
  const isolation = lines[at];
  lines.splice(at, 1);
  return { report: lines.join('\n'), isolation };
}
