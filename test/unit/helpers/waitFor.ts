/**
 * Resolves with what `check` returns once it returns something other than undefined or false
 * (polled every 20 ms), or rejects naming what it waited for. The deadline is generous: a busy
 * machine may take many times an idle one's time, and only a hang should fail the test.
 */
export async function waitFor<R>(what: string, check: () => R | undefined | false, deadlineMs = 30_000): Promise<R> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
