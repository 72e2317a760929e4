// Assertions for the web host's tests: node:assert is not in the browser, and these few
// compare what the tests need, failing with both sides shown.

export function ok(value: unknown, message: string): asserts value {
  if (!value) throw new Error(message);
}

export function equal<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) throw new Error(`${what}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

/** Equal as JSON: for arrays and plain records of strings and numbers. */
export function deepEqual(actual: unknown, expected: unknown, what: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what}: got ${a}, expected ${e}`);
}
