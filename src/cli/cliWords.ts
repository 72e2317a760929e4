// The plain CLI's own words (usage and read errors) in English and 简体中文: one part of the
// catalogue (core/l10n/message.ts), added by the commands that word it (cli.ts, judgeCommands.ts).
// The judge's lines on stdout (`Case i: n`, `YES`/`NO`) and the `error`/`warning` and [code] of a
// diagnostic never change.
import type { FormatReading, FormatSolving, ProgramJudging } from '../core/formats/format';
import { orList } from '../core/l10n/en';
import { languageOf, msg, say, type Language, type Message, type Translation } from '../core/l10n/message';
import { zhNumber } from '../core/l10n/zhCn';
import { grouped } from '../core/l10n/numbers';

/**
 * The CLI's language: `--lang` if given, else the first of LC_ALL, LC_MESSAGES and LANG that is
 * set and not empty (POSIX's order), so `LANG=zh_CN.UTF-8` reads Chinese.
 */
export function cliLanguage(args: readonly string[], env: Readonly<Record<string, string | undefined>>): Language {
  for (let k = 0; k < args.length && args[k] !== '--'; k++) {
    const arg = args[k] ?? '';
    if (arg === '--lang') return languageOf(args[k + 1]);
    if (arg.startsWith('--lang=')) return languageOf(arg.slice('--lang='.length));
  }
  const locale = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find((v) => v !== undefined && v !== '');
  return languageOf(locale);
}

/** What the CLI's help and usage errors say of a format: its registry entry's pieces (FORMATS). */
export type FormatPieces = Pick<
  FormatReading & ProgramJudging,
  'id' | 'displayName' | 'source' | 'fileExtension' | 'timeLimitMs' | 'memoryLimitKb'
>;

/** The formats as the CLI's usage and its `--format` error list them, from their pieces in the registry's order. */
export function formatChoices(formats: readonly FormatPieces[]): {
  /** 'holedox|tempter': --format's values in a synopsis. */
  readonly choices: string;
  /** 'holedox or tempter' */
  readonly ids: Message;
  /** 'Holedox (POJ 1324) or Tempter (HDU 1010)' */
  readonly sources: Message;
  /** '.holedox or .tempter' */
  readonly extensions: Message;
} {
  return {
    choices: formats.map((f) => f.id).join('|'),
    ids: msg('formats.ids', { ids: formats.map((f) => f.id) }),
    sources: msg('formats.sources', { formats: formats.map((f) => ({ name: f.displayName, source: f.source })) }),
    extensions: msg('formats.extensions', { extensions: formats.map((f) => f.fileExtension) }),
  };
}

/** What the usage says of a format's search: its pieces in the registry. */
export type SearchPieces = FormatPieces & Pick<FormatSolving, 'searchUnit' | 'defaultMaxSearch' | 'takesTimeLimit'>;

/** A format's search cap as the usage names it: 'N states (Holedox, default 20 000 000)'. */
interface SearchCap {
  readonly name: string;
  /** 'states', in the usage's language. */
  readonly unit: string;
  /** Absent: the solver keeps none of its own. */
  readonly defaultCap?: number;
}

/**
 * What the usage says of the formats' searches, in `language`: each format's cap (its unit
 * worded here, since a message inside a list is not), and the formats a time limit stops.
 */
export function searchCaps(
  formats: readonly SearchPieces[],
  language: Language,
): { readonly caps: readonly SearchCap[]; readonly timeLimited: Message } {
  return {
    caps: formats.map((f) => ({
      name: f.displayName,
      unit: say(f.searchUnit, language),
      ...(f.defaultMaxSearch === undefined ? {} : { defaultCap: f.defaultMaxSearch }),
    })),
    timeLimited: msg('formats.names', { names: formats.filter((f) => f.takesTimeLimit).map((f) => f.displayName) }),
  };
}

/** The usage's option column: where an option's words start, and the width its lines keep to. */
const COLUMN = 21;
const WIDTH = 80;
/** A number grouped with spaces, kept on one line by optionWords (as is 'N states'). */
const unbroken = (n: number): string => grouped(n).replace(/ /g, '\u00a0');
/** English words filled into the option column, line by line, as far as each line holds them. */
function optionWords(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && COLUMN + line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(COLUMN)}`).replace(/\u00a0/g, ' ');
}
const enCap = (c: SearchCap): string =>
  `N\u00a0${c.unit} (${c.name}, default${c.defaultCap === undefined ? ": the solver's" : ` ${unbroken(c.defaultCap)}`})`;
const zhCap = (c: SearchCap): string =>
  `N 个${c.unit}（${c.name}，默认${c.defaultCap === undefined ? '由求解器决定' : ` ${zhNumber(c.defaultCap)}`}）`;

const en = {
  /** The format lists are formatChoices' and searchCaps'. */
  'cli.usage': (d: {
    caps: readonly SearchCap[];
    timeLimited: string;
    timeLimitMs: number;
    choices: string;
    ids: string;
    sources: string;
    extensions: string;
  }) => `Usage: holedox [FILE|-] [--format ${d.choices}] [--max-states N] [--time-limit MS] [--stats]
       holedox judge FILE [options] -- COMMAND...   (see holedox judge --help)
       holedox stress [options] -- COMMAND...       (see holedox stress --help)

Solves every case of a ${d.sources} input file and
prints the judge's expected output. Reads standard input when FILE is - or absent.

The format comes from FILE's extension (${d.extensions}); for other names
and standard input, from the content.

Options:
  --format F         treat the input as F (${d.ids}), whatever its name
  --max-states N     ${optionWords(`per case, stop a search after ${orList(d.caps.map(enCap))}`)}
  --time-limit MS    ${optionWords(`per case, stop a ${d.timeLimited} search after MS milliseconds (default ${unbroken(d.timeLimitMs)}; 0 for none)`)}
  --stats            after solving, print search statistics as one JSON line on stderr
  --lang L           messages in L (en or zh-cn); default from LC_ALL, LC_MESSAGES, LANG
  --help             show this help
  --                 end of options: what follows is the file name, even if it starts with -

A case whose search runs out of a budget gets no answer line and an error
[*.search-limit] naming the budget; raise it and run again.

Diagnostics go to stderr as FILE:LINE:COL: error|warning: message [code].
Exit status: 0 when the input is clean, 1 when it has errors (the well-formed
cases are still answered), 2 on a usage, read or write error. A reader that
stops early (| head) ends the run quietly, with the status so far.
`,
  'cli.cannot-read': ({ file, code }: { file: string; code: string }) => `cannot read ${file}: ${code}`,
  /** stdout fails with `code` (EBADF, ENOSPC, EIO…). */
  'cli.cannot-write-stdout': ({ code }: { code: string }) => `cannot write to standard output: ${code}`,
  'cli.utf16': ({ file }: { file: string }) => `${file}: UTF-16 is not supported, save as UTF-8`,
  'cli.one-file': ({ first, second }: { first: string; second: string }) => `one input file at a time ('${first}' and '${second}' given)`,
  'cli.max-states': ({ value }: { value: string }) => `--max-states wants a whole number of at least 1, not '${value}'`,
  'cli.time-limit': ({ value }: { value: string }) => `--time-limit wants milliseconds as a whole number (0 for none), not '${value}'`,
  /** `ids`: formatChoices'. */
  'cli.format': ({ value, ids }: { value: string; ids: string }) => `--format wants ${ids}, not '${value}'`,
  'cli.lang': ({ value }: { value: string }) => `--lang wants en or zh-cn, not '${value}'`,
  'cli.unknown-option': ({ option }: { option: string }) => `unknown option '${option}'`,
  'cli.internal-error': ({ message }: { message: string }) => `internal error: ${message}`,
} as const;

const zhCn: Translation<typeof en> = {
  'cli.usage': (d) => `用法：holedox [FILE|-] [--format ${d.choices}] [--max-states N] [--time-limit MS] [--stats]
      holedox judge FILE [选项] -- COMMAND...   （见 holedox judge --help）
      holedox stress [选项] -- COMMAND...       （见 holedox stress --help）

求解 ${d.sources}输入文件中的每个用例，
按评测的标准输出打印答案。FILE 为 - 或省略时读取标准输入。

格式由 FILE 的扩展名（${d.extensions}）决定；其他文件名和标准输入按内容判断。

选项：
  --format F         不论文件名，都按 F（${d.ids}）读取输入
  --max-states N     每个用例的搜索在 ${d.caps.map(zhCap).join(`\n${' '.repeat(COLUMN)}或 `)}后停止
  --time-limit MS    每个用例的 ${d.timeLimited} 搜索在 MS 毫秒后停止
                     （默认 ${d.timeLimitMs} 毫秒；0 表示不限）
  --stats            求解后在 stderr 上以一行 JSON 打印搜索统计
  --lang L           消息语言 L（en 或 zh-cn）；默认取自 LC_ALL、LC_MESSAGES、LANG
  --help             显示本帮助
  --                 选项结束：其后是文件名，即使它以 - 开头

搜索用尽上限的用例没有答案行，并报告一个指明上限的错误 [*.search-limit]；
调高上限后再运行。

诊断信息以 FILE:LINE:COL: error|warning: 消息 [代码] 的形式输出到 stderr。
退出状态：输入无误时为 0，有错误时为 1（格式正确的用例仍会作答），
用法、读取或写入错误时为 2。读取方提前停止（| head）时安静地结束，
退出状态为此前的结果。
`,
  'cli.cannot-read': ({ file, code }) => `无法读取 ${file}：${code}`,
  'cli.cannot-write-stdout': ({ code }) => `无法写入标准输出：${code}`,
  'cli.utf16': ({ file }) => `${file}：不支持 UTF-16，请另存为 UTF-8`,
  'cli.one-file': ({ first, second }) => `一次只能读一个输入文件（给出了“${first}”和“${second}”）`,
  'cli.max-states': ({ value }) => `--max-states 需要不小于 1 的整数，而不是“${value}”`,
  'cli.time-limit': ({ value }) => `--time-limit 需要以毫秒计的整数（0 表示不限），而不是“${value}”`,
  'cli.format': ({ value, ids }) => `--format 需要 ${ids}，而不是“${value}”`,
  'cli.lang': ({ value }) => `--lang 需要 en 或 zh-cn，而不是“${value}”`,
  'cli.unknown-option': ({ option }) => `未知选项“${option}”`,
  'cli.internal-error': ({ message }) => `内部错误：${message}`,
};

/** The plain CLI's part of the catalogue. */
export const CLI_WORDS = { en, 'zh-cn': zhCn };

declare module '../core/l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the CLI's ids join the catalogue's
  interface Words extends CliWords {}
}
type CliWords = typeof en;

/** Whether `--lang` names a catalogue: en, or a locale of simplified Chinese. */
export function isLangArgument(value: string | undefined): boolean {
  return value !== undefined && (/^en([-_].*)?$/i.test(value) || languageOf(value) === 'zh-cn');
}
