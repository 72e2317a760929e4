// The CLI's input and output, in plain synchronous calls: the whole run is one synchronous
// pass, so a closed pipe must surface where the write happens, not as a late 'error' event.
import { closeSync, fstatSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';

/** stdout was closed by the reader (`… | head -1`): a normal way for a run to end. */
export class OutputClosed extends Error {}

/** stdout cannot be written (closed before the run, a full disk, an I/O error): the answers are lost, an error. */
export class OutputFailed extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

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

/** To stdout; a reader that went away ends the run quietly (OutputClosed), any other failure is OutputFailed. */
export function writeOut(text: string): void {
  try {
    writeAll(1, text);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EPIPE' || code === 'ECONNRESET') throw new OutputClosed();
    throw new OutputFailed(code);
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
const WHOLE_READ_MAX_BYTES = 256 * 1024 * 1024;
const CHUNK_BYTES = 1 << 20;
/**
 * A stream (a pipe, stdin, a device) is kept for the fast lane only while it looks like a
 * clean file: no NUL byte and no line longer than this. Past either, the full lane takes it
 * as it comes, so `/dev/zero` costs a window, not the memory it would fill.
 */
const CLEAN_LINE_MAX_BYTES = 1 << 16;

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

/**
 * A regular file is read whole (or, past `wholeReadMax`, again in chunks); anything else
 * (stdin, `<(generator)`, `/dev/stdin`, a device) as a stream, from where it stands: it cannot
 * be read twice, nor at an offset.
 */
export function openInput(file: string | undefined, wholeReadMax = WHOLE_READ_MAX_BYTES): Input {
  if (file === undefined) return openStream(0, false, wholeReadMax);
  const fd = openSync(file, 'r');
  if (!fstatSync(fd).isFile()) return openStream(fd, true, wholeReadMax);
  try {
    const bytes = fstatSync(fd).size <= wholeReadMax ? readFileSync(fd) : undefined;
    const head = Buffer.alloc(4096);
    const headLength = readSync(fd, head, 0, head.length, 0);
    return { ...(bytes ? { bytes } : {}), head: head.subarray(0, headLength), chunks: () => chunksOfFile(file) };
  } finally {
    closeSync(fd);
  }
}

/**
 * A stream's first chunks are kept while it may be a clean file of at most `wholeReadMax`
 * bytes; when it ends within them they are its bytes, else the full lane reads them and then
 * the rest of the stream.
 */
function openStream(fd: number, owned: boolean, wholeReadMax: number): Input {
  const kept: Buffer[] = [];
  let size = 0;
  let lineLength = 0;
  let ended = false;
  try {
    for (;;) {
      const chunk = readChunk(fd);
      if (chunk === undefined) {
        ended = true;
        break;
      }
      kept.push(chunk);
      size += chunk.length;
      const long = hasLongLine(chunk, lineLength);
      const lastBreak = chunk.lastIndexOf(10);
      lineLength = lastBreak < 0 ? lineLength + chunk.length : chunk.length - lastBreak - 1;
      if (size > wholeReadMax || long || chunk.includes(0)) break;
    }
  } catch (error) {
    if (owned) closeSync(fd);
    throw error;
  }
  const start = Buffer.concat(kept.slice(0, 4));
  const head = start.subarray(0, 4096);
  if (ended) {
    if (owned) closeSync(fd);
    const bytes = kept.length === 1 && kept[0] ? kept[0] : Buffer.concat(kept);
    return { bytes, head, chunks: () => chunksOf(bytes) };
  }
  return {
    head,
    chunks: () =>
      (function* () {
        try {
          yield* kept.splice(0);
          for (let chunk = readChunk(fd); chunk !== undefined; chunk = readChunk(fd)) yield chunk;
        } finally {
          if (owned) closeSync(fd);
        }
      })(),
  };
}

/**
 * Whether `chunk` (after a line of `tail` bytes carried over) holds a line longer than
 * CLEAN_LINE_MAX_BYTES, or one past half of it: every half-size block is probed for a line
 * break, so the check costs a few calls per chunk, not one per line.
 */
function hasLongLine(chunk: Buffer, tail: number): boolean {
  const first = chunk.indexOf(10);
  if (first < 0) return tail + chunk.length > CLEAN_LINE_MAX_BYTES;
  if (tail + first > CLEAN_LINE_MAX_BYTES) return true;
  const block = CLEAN_LINE_MAX_BYTES / 2;
  for (let at = first + 1; at + block <= chunk.length; at += block) {
    const next = chunk.indexOf(10, at);
    if (next < 0 || next >= at + block) return true;
  }
  return false;
}

/** The next chunk of a stream, waiting out a non-blocking one (a terminal, a pipe its writer made so); undefined at its end. */
function readChunk(fd: number): Buffer | undefined {
  // A fresh buffer each time: the decoder may still refer to the previous one.
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  for (;;) {
    try {
      const n = readSync(fd, chunk, 0, CHUNK_BYTES, null);
      return n === 0 ? undefined : chunk.subarray(0, n);
    } catch (error) {
      if (errorCode(error) !== 'EAGAIN') throw error;
      Atomics.wait(PAUSE, 0, 0, 5);
    }
  }
}

/** Something to wait on for a few milliseconds, synchronously, while a non-blocking stream has nothing yet. */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** Opens the file now (so a failure is a read error), then reads it a chunk at a time. */
function chunksOfFile(file: string): Iterable<Uint8Array> {
  const fd = openSync(file, 'r');
  return (function* () {
    try {
      for (let chunk = readChunk(fd); chunk !== undefined; chunk = readChunk(fd)) yield chunk;
    } finally {
      closeSync(fd);
    }
  })();
}

function* chunksOf(bytes: Uint8Array): Generator<Uint8Array> {
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
