import { isAbsolute, resolve } from 'node:path';

/** One message of a compiler about a place in a file, as a build task's problem matcher reads it. */
export interface CompilerMessage {
  /** The file as an absolute path (relative ones resolved against the compile's folder). */
  readonly file: string;
  /** 0-based line. */
  readonly line: number;
  /** 0-based column; undefined when the compiler gave none. */
  readonly column: number | undefined;
  readonly severity: 'error' | 'warning' | 'note';
  readonly message: string;
  /** Which reader found it: gcc (and clang), javac, python. */
  readonly tool: 'gcc' | 'javac' | 'python';
}

// gcc and clang: `file:line:col: error: text` (the column optional); `fatal error` is an error.
const GCC_LINE = /^(.+?):(\d+):(?:(\d+):)? (fatal error|error|warning|note): (.*)$/;
// javac: `File.java:3: error: text`, then the source line and a caret under the column.
const JAVAC_LINE = /^(.+?\.java):(\d+): (error|warning): (.*)$/;
// Python: `  File "x.py", line 3` … `SyntaxError: text` (the compile errors a run reports).
const PYTHON_FILE = /^\s*File "(.+)", line (\d+)/;
const PYTHON_ERROR = /^(SyntaxError|IndentationError|TabError): (.*)$/;

/** At most this many messages are read: a compiler's cascade after the first few is noise. */
const MAX_MESSAGES = 200;

/**
 * The located messages in a compiler's output (gcc, clang, javac) or in the traceback of a
 * Python syntax error, in order. Lines that locate nothing are skipped; never throws.
 */
export function readCompilerMessages(output: string, cwd: string): CompilerMessage[] {
  const lines = output.split(/\r?\n/);
  const messages: CompilerMessage[] = [];
  const at = (file: string) => (isAbsolute(file) ? file : resolve(cwd, file));
  for (let i = 0; i < lines.length && messages.length < MAX_MESSAGES; i++) {
    const line = lines[i] ?? '';
    const javac = JAVAC_LINE.exec(line);
    if (javac) {
      // The caret sits two lines below, under the column, in the source line as printed.
      const caret = lines[i + 2]?.indexOf('^') ?? -1;
      messages.push({
        file: at(javac[1] ?? ''),
        line: Number(javac[2]) - 1,
        column: caret >= 0 ? caret : undefined,
        severity: javac[3] === 'warning' ? 'warning' : 'error',
        message: javac[4] ?? '',
        tool: 'javac',
      });
      continue;
    }
    const gcc = GCC_LINE.exec(line);
    if (gcc) {
      const kind = gcc[4];
      messages.push({
        file: at(gcc[1] ?? ''),
        line: Number(gcc[2]) - 1,
        column: gcc[3] !== undefined ? Number(gcc[3]) - 1 : undefined,
        severity: kind === 'warning' ? 'warning' : kind === 'note' ? 'note' : 'error',
        message: gcc[5] ?? '',
        tool: 'gcc',
      });
      continue;
    }
    const python = PYTHON_FILE.exec(line);
    if (python) {
      // The error's own line follows the source line and its carets.
      for (let j = i + 1; j < Math.min(lines.length, i + 5); j++) {
        const error = PYTHON_ERROR.exec(lines[j] ?? '');
        if (!error) continue;
        messages.push({
          file: at(python[1] ?? ''),
          line: Number(python[2]) - 1,
          column: undefined,
          severity: 'error',
          message: `${error[1]}: ${error[2]}`,
          tool: 'python',
        });
        i = j;
        break;
      }
    }
  }
  return messages.filter((m) => Number.isSafeInteger(m.line) && m.line >= 0);
}
