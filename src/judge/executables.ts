import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

/**
 * The path `name` runs as: itself (against `cwd`) when it holds a slash, else the first
 * executable file of that name on PATH. When none is found, why: EACCES when a file of that
 * name is there but may not be run, else ENOENT.
 */
export function findExecutable(name: string, cwd = process.cwd()): { readonly path: string } | { readonly error: 'ENOENT' | 'EACCES' } {
  const candidates =
    name.includes('/') || name.includes('\\')
      ? [isAbsolute(name) ? name : resolve(cwd, name)]
      : (process.env['PATH'] ?? '')
          .split(delimiter)
          .filter((dir) => dir !== '')
          .map((dir) => join(dir, name));
  let error: 'ENOENT' | 'EACCES' = 'ENOENT';
  for (const path of candidates) {
    try {
      if (!statSync(path).isFile()) continue;
      accessSync(path, constants.X_OK);
      return { path };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EACCES') error = 'EACCES';
    }
  }
  return { error };
}
