/** Work done before yielding to the event loop: well under the 50 ms that holds up typing. */
const SLICE_MS = 8;

/** Lets timers, keys and VS Code's messages run before the next slice. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The next turn of the event loop: setImmediate where the host is Node (no timer's clamp),
 * a zero timeout in the browser's web worker host, which has none.
 */
export function nextTurn(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));
}

/**
 * `items` mapped by `map` a slice of time at a time, yielding to the event loop between slices,
 * so that a walk over 20 000 cases never holds up the extension host; undefined as soon as
 * `stopped()` says the result is no longer wanted (checked after each yield).
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  map: (item: T, index: number) => R,
  stopped: () => boolean,
  sliceMs = SLICE_MS,
): Promise<R[] | undefined> {
  const out: R[] = [];
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    if (i % 64 === 0 && performance.now() - sliceStart > sliceMs) {
      await yieldToEventLoop();
      if (stopped()) return undefined;
      sliceStart = performance.now();
    }
    out.push(map(items[i] as T, i));
  }
  return out;
}
