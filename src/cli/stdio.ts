// The CLI's input and output, in plain synchronous calls: the whole run is one synchronous
// pass, so a closed pipe must surface where the write happens, not as a late 'error' event.
import { closeSync, fstatSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';

/** stdout was closed by the reader (`… | head -1`): a normal way for a run to end. */
export class OutputClosed extends Error {}

/** Writes all of `text` to `fd`, waiting out a full non-blocking pipe. */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let done = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(fd, bytes, done);
    } catch (error) {
      if (errorCode(error) !== 'EAGAIN') throw error;
    }
  }
}

/** To stdout; a closed reader ends the run quietly (OutputClosed). */
export function writeOut(text: string): void {
  try {
    writeAll(1, text);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EPIPE' || code === 'EBADF' || code === 'ECONNRESET') throw new OutputClosed();
    throw error;
  }
}

/** To stderr; when nobody reads it any more the diagnostics are lost, but the run and its status are not. */
export function writeErr(text: string): void {
  try {
    writeAll(2, text);
  } catch {
    // A closed stderr is the reader's choice: keep answering and keep the exit status.
  }
}

export function errorCode(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : String(error);
}

/** Files up to this size are read whole, so the fast lane can look at their bytes. */
export const WHOLE_READ_MAX_BYTES = 256 * 1024 * 1024;
const CHUNK_BYTES = 1 << 20;

/**
 * The input: its bytes when read whole (stdin, files up to WHOLE_READ_MAX_BYTES) for the fast
 * lane, and how to read it again in chunks, so the full lane need not keep the whole file.
 */
export interface Input {
  readonly bytes?: Buffer;
  /** The first bytes, for the encoding check. */
  readonly head: Uint8Array;
  chunks(): Iterable<Uint8Array>;
}

export function openInput(file: string | undefined, wholeReadMax = WHOLE_READ_MAX_BYTES): Input {
  if (file === undefined) {
    const bytes = readFileSync(0);
    return { bytes, head: bytes.subarray(0, 4096), chunks: () => chunksOf(bytes) };
  }
  const fd = openSync(file, 'r');
  try {
    const bytes = fstatSync(fd).size <= wholeReadMax ? readFileSync(fd) : undefined;
    const head = Buffer.alloc(4096);
    const headLength = readSync(fd, head, 0, head.length, 0);
    return { ...(bytes ? { bytes } : {}), head: head.subarray(0, headLength), chunks: () => chunksOfFile(file) };
  } finally {
    closeSync(fd);
  }
}

/** Opens the file now (so a failure is a read error), then reads it a chunk at a time. */
function chunksOfFile(file: string): Iterable<Uint8Array> {
  const fd = openSync(file, 'r');
  return (function* () {
    try {
      for (;;) {
        // A fresh buffer each time: the decoder may still refer to the previous one.
        const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
        const n = readSync(fd, chunk, 0, CHUNK_BYTES, null);
        if (n === 0) return;
        yield chunk.subarray(0, n);
      }
    } finally {
      closeSync(fd);
    }
  })();
}

export function* chunksOf(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield bytes.subarray(at, Math.min(bytes.length, at + CHUNK_BYTES));
}

/** A UTF-16 file by its BOM, or by NULs in every other byte of its start (the usual Windows "Unicode" save). */
export function looksLikeUtf16(head: Uint8Array): boolean {
  const b0 = head[0];
  const b1 = head[1];
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) return true;
  const pairs = Math.min(256, head.length >> 1);
  if (pairs < 4) return false;
  let evenNul = 0;
  let oddNul = 0;
  for (let k = 0; k < pairs; k++) {
    if (head[2 * k] === 0) evenNul++;
    if (head[2 * k + 1] === 0) oddNul++;
  }
  const mostly = (n: number) => n * 10 >= pairs * 9;
  const rarely = (n: number) => n * 10 <= pairs;
  return (mostly(evenNul) && rarely(oddNul)) || (mostly(oddNul) && rarely(evenNul));
}
