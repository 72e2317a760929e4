import { execFileSync } from 'node:child_process';

/**
 * The Python the tests run programs with, as the path of the interpreter itself. `python3` on
 * the PATH can be a version manager's shim: pyenv's is a shell script that runs pyenv before
 * Python, about 0.35 s of CPU in the same process, which the judge rightly counts as the
 * program's. Tests that assert a program's CPU time or hold it to a limit measure Python, not
 * the shim (with it, a 400 ms limit or a 600 ms bound failed under load).
 */
export const PYTHON = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();
