import { constants, type Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { msg, type Language } from '../core/l10n/message';
import { judgeWords } from './judgeWords';

/**
 * Reading a solution's source or a judge's input without ever blocking: a FIFO nobody writes,
 * a device or a huge file would hold a synchronous read (and with it Ctrl-C, or the editor)
 * forever, so only a regular file of bounded size is read, and asynchronously.
 */

/** A source file's size limit: far past any judge's (Codeforces takes 64 KiB), short of a mistake. */
export const SOURCE_MAX_BYTES = 16 * 1024 * 1024;

/** An input file's size limit for `holedox judge`: the plain CLI's whole-read size. */
export const INPUT_MAX_BYTES = 256 * 1024 * 1024;

/** What a path names when it is not a regular file. */
export type FileKind = 'directory' | 'fifo' | 'character-device' | 'block-device' | 'socket' | 'other';

/** A regular file's bytes, or why they were not read: a file of another kind, too big, or an error's code (ENOENT…). */
export type RegularFileRead =
  | { readonly bytes: Buffer }
  | { readonly notRegular: FileKind }
  | { readonly tooBig: number; readonly limit: number }
  | { readonly error: string };

function kindOf(stats: Stats): FileKind {
  if (stats.isDirectory()) return 'directory';
  if (stats.isFIFO()) return 'fifo';
  if (stats.isCharacterDevice()) return 'character-device';
  if (stats.isBlockDevice()) return 'block-device';
  if (stats.isSocket()) return 'socket';
  return 'other';
}

/** Refuses what is no regular file or is past `limit` bytes, by its stats. */
function refusal(stats: Stats, limit: number): RegularFileRead | undefined {
  if (!stats.isFile()) return { notRegular: kindOf(stats) };
  if (stats.size > limit) return { tooBig: stats.size, limit };
  return undefined;
}

/**
 * The bytes of `path` if it is a regular file of at most `limit` bytes. Looked at before it is
 * opened (opening a FIFO waits for a writer), opened non-blocking and looked at again (the path
 * may have changed in between), and read without holding the thread.
 */
export async function readRegularFile(path: string, limit: number): Promise<RegularFileRead> {
  try {
    const before = refusal(await stat(path), limit);
    if (before) return before;
    const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const after = refusal(await handle.stat(), limit);
      return after ?? { bytes: await handle.readFile() };
    } finally {
      await handle.close();
    }
  } catch (error) {
    return { error: errorCode(error) };
  }
}

/** Why `path` (not read, of any size: a program to run) is no regular file, or undefined when it is one. */
export async function notARegularFile(path: string): Promise<Exclude<RegularFileRead, { bytes: Buffer }> | undefined> {
  try {
    return refusal(await stat(path), Infinity) as Exclude<RegularFileRead, { bytes: Buffer }> | undefined;
  } catch (error) {
    return { error: errorCode(error) };
  }
}

function errorCode(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : String(error);
}

/** Why `file` was not read, in one line. */
export function whyNotRead(file: string, read: Exclude<RegularFileRead, { bytes: Buffer }>, language: Language = 'en'): string {
  const words = judgeWords(language);
  if ('notRegular' in read) return words(msg('judge.not-regular-file', { file, kind: read.notRegular }));
  if ('tooBig' in read)
    return words(msg('judge.file-too-large', { file, mb: (read.tooBig / 1048576).toFixed(1), limitMb: read.limit / 1048576 }));
  return words(msg('judge.cannot-read-source', { file, code: read.error }));
}
