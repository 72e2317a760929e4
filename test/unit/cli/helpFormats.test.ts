// The CLI's help pages and `--format` errors list the formats the CLI gives them (the
// registry's): with today's two they read as they always have, word for word, and a third
// format's pieces (the tests' Corner, test/unit/core/formats/corner/) take their place in every
// list, its default limits a line each.
import assert from 'node:assert/strict';
import { CLI_WORDS, formatChoices, searchCaps, type SearchPieces } from '../../../src/cli/cliWords';
import { JUDGE_USAGE_WORDS, judgeHelpArgs, stressHelpArgs, type StressPieces } from '../../../src/cli/judgeUsageWords';
import type { FormatId } from '../../../src/core/formats/format';
import { FORMAT_IDS, formatById } from '../../../src/core/formats/registry';
import { addWords, msg, say, type Language } from '../../../src/core/l10n/message';

addWords(CLI_WORDS);
addWords(JUDGE_USAGE_WORDS);

type Pieces = StressPieces & SearchPieces;
const PRODUCT: readonly Pieces[] = FORMAT_IDS.map(formatById);
/** A third format's registry pieces, its limits unlike the others', its search cap counted in (borrowed) nodes. */
const CORNER: Pieces = {
  id: 'corner' as FormatId,
  displayName: 'Corner',
  source: 'the tests',
  fileExtension: '.corner',
  timeLimitMs: 2000,
  memoryLimitKb: 16384,
  stress: { sizes: { maxSide: { lo: 2, hi: 5 } } },
  searchUnit: msg('format.tempter.search-unit'),
  defaultMaxSearch: 1_000_000,
  takesTimeLimit: true,
};
const WITH_CORNER: readonly Pieces[] = [...PRODUCT, CORNER];

/** Every text that lists the formats, for `formats`, in `language`. */
function texts(formats: readonly Pieces[], language: Language) {
  const { ids } = formatChoices(formats);
  return {
    usage: say(msg('cli.usage', { timeLimitMs: 10_000, ...searchCaps(formats, language), ...formatChoices(formats) }), language),
    cliFormat: say(msg('cli.format', { value: 'chess', ids }), language),
    judgeFormat: say(msg('judge-usage.format', { value: 'chess', ids }), language),
    judgeHelp: say(msg('judge-usage.judge-help', judgeHelpArgs(formats)), language),
    stressHelp: say(msg('judge-usage.stress-help', stressHelpArgs(formats, FORMAT_IDS[0], { reruns: 5, cores: 4 })), language),
  };
}

/** `text` holds each of `parts` exactly (lines and the line ends between them). */
function assertHolds(text: string, parts: readonly string[]): void {
  for (const part of parts) assert.ok(text.includes(part), `expected\n${part}\nin\n${text}`);
}

describe('CLI help and --format errors list the registry formats', () => {
  it('words today’s two formats as the pages always have, in English', () => {
    const t = texts(PRODUCT, 'en');
    assertHolds(t.usage, [
      'Usage: holedox [FILE|-] [--format holedox|tempter] [--max-states N]',
      'Solves every case of a Holedox (POJ 1324) or Tempter (HDU 1010) input file and\n',
      "The format comes from FILE's extension (.holedox or .tempter); for other names\n",
      '  --format F         treat the input as F (holedox or tempter), whatever its name\n' +
        '  --max-states N     per case, stop a search after N states (Holedox, default\n' +
        "                     20 000 000) or N nodes (Tempter, default: the solver's)\n" +
        '  --time-limit MS    per case, stop a Holedox search after MS milliseconds\n' +
        '                     (default 10 000; 0 for none)\n',
    ]);
    assert.equal(t.cliFormat, "--format wants holedox or tempter, not 'chess'");
    assert.equal(t.judgeFormat, "--format wants holedox or tempter, not 'chess'");
    assertHolds(t.judgeHelp, [
      'Runs your solution on FILE (a .holedox or .tempter input) with the file on its\n',
      '  --time-limit MS   CPU time per run (default: Holedox 5000, Tempter 1000)\n' +
        "  --memory-limit MB memory of the whole run, beyond its runtime's own (default:\n" +
        '                    Holedox 64, Tempter 32, as the statements say)\n' +
        '  --format F        holedox or tempter instead of detecting it\n',
    ]);
    assertHolds(t.stressHelp, [
      'wrong, writes counterexample.holedox (or .tempter) and its .out with our answer,\n',
      'it is shrunk while it stays over, written to time-limit.holedox (or .tempter)\n',
      '  --format F        holedox (default) or tempter\n',
      '  --max-side N      largest rows and columns (Holedox up to 20, Tempter up to 6)\n' +
        '  --max-length L    largest snake (Holedox, 2..8)\n' +
        '  --max-time T      largest T (Tempter, 1..49)\n' +
        '  --time-limit MS   CPU time per run (default: Holedox 5000, Tempter 1000)\n' +
        '  --memory-limit MB memory of a whole run, as for holedox judge (default: Holedox 64,\n' +
        '                    Tempter 32)\n' +
        '  --jobs N ',
    ]);
  });

  it('words today’s two formats as the pages always have, in Chinese', () => {
    const t = texts(PRODUCT, 'zh-cn');
    assertHolds(t.usage, [
      '用法：holedox [FILE|-] [--format holedox|tempter] [--max-states N]',
      '求解 Holedox（POJ 1324）或 Tempter（HDU 1010）输入文件中的每个用例，\n',
      '格式由 FILE 的扩展名（.holedox 或 .tempter）决定；',
      '  --format F         不论文件名，都按 F（holedox 或 tempter）读取输入\n' +
        '  --max-states N     每个用例的搜索在 N 个状态（Holedox，默认 2000 万）\n' +
        '                     或 N 个结点（Tempter，默认由求解器决定）后停止\n' +
        '  --time-limit MS    每个用例的 Holedox 搜索在 MS 毫秒后停止\n' +
        '                     （默认 10000 毫秒；0 表示不限）\n',
    ]);
    assert.equal(t.cliFormat, '--format 需要 holedox 或 tempter，而不是“chess”');
    assert.equal(t.judgeFormat, '--format 需要 holedox 或 tempter，而不是“chess”');
    assertHolds(t.judgeHelp, [
      '以 FILE（.holedox 或 .tempter 输入文件）作为标准输入运行你的程序，\n',
      '  --time-limit MS   每次运行的 CPU 时间（默认：Holedox 5000，Tempter 1000）\n' +
        '  --memory-limit MB 整次运行的内存，不含运行环境本身（默认：Holedox 64，\n' +
        '                    Tempter 32，与题面一致）\n' +
        '  --format F        按 holedox 或 tempter 读取，而不自动判断\n',
    ]);
    assertHolds(t.stressHelp, [
      '写出 counterexample.holedox（或 .tempter）及含我们答案的\n',
      '写出 time-limit.holedox（或 .tempter）及其 .out\n',
      '  --format F        holedox（默认）或 tempter\n',
      '  --max-side N      最大行数和列数（Holedox 至多 20，Tempter 至多 6）\n' +
        '  --max-length L    最长的蛇（Holedox，2..8）\n' +
        '  --max-time T      最大的 T（Tempter，1..49）\n' +
        '  --time-limit MS   每次运行的 CPU 时间（默认：Holedox 5000，Tempter 1000）\n' +
        '  --memory-limit MB 整次运行的内存，与 holedox judge 相同（默认：Holedox 64，\n' +
        '                    Tempter 32）\n' +
        '  --jobs N ',
    ]);
  });

  it('names a third format in every list, its limits a line each, in English', () => {
    const t = texts(WITH_CORNER, 'en');
    assertHolds(t.usage, [
      'Usage: holedox [FILE|-] [--format holedox|tempter|corner] [--max-states N]',
      'Solves every case of a Holedox (POJ 1324), Tempter (HDU 1010) or Corner (the tests) input file and\n',
      "The format comes from FILE's extension (.holedox, .tempter or .corner); for other names\n",
      '  --format F         treat the input as F (holedox, tempter or corner), whatever its name\n' +
        '  --max-states N     per case, stop a search after N states (Holedox, default\n' +
        "                     20 000 000), N nodes (Tempter, default: the solver's) or\n" +
        '                     N nodes (Corner, default 1 000 000)\n' +
        '  --time-limit MS    per case, stop a Holedox or Corner search after MS\n' +
        '                     milliseconds (default 10 000; 0 for none)\n',
    ]);
    assert.equal(t.cliFormat, "--format wants holedox, tempter or corner, not 'chess'");
    assert.equal(t.judgeFormat, "--format wants holedox, tempter or corner, not 'chess'");
    assertHolds(t.judgeHelp, [
      'Runs your solution on FILE (a .holedox, .tempter or .corner input) with the file on its\n',
      '  --time-limit MS   CPU time per run, by default:\n' +
        '                      Holedox 5000\n' +
        '                      Tempter 1000\n' +
        '                      Corner  2000\n' +
        "  --memory-limit MB memory of the whole run, beyond its runtime's own; by\n" +
        '                    default, as the statements say:\n' +
        '                      Holedox 64\n' +
        '                      Tempter 32\n' +
        '                      Corner  16\n' +
        '  --format F        holedox, tempter or corner instead of detecting it\n',
    ]);
    assertHolds(t.stressHelp, [
      'wrong, writes counterexample.holedox (or .tempter, .corner) and its .out with our answer,\n',
      'it is shrunk while it stays over, written to time-limit.holedox (or .tempter, .corner)\n',
      '  --format F        holedox (default), tempter or corner\n',
      '  --max-side N      largest rows and columns (Holedox up to 20, Tempter up to 6, Corner up to 5)\n' +
        '  --max-length L    largest snake (Holedox, 2..8)\n' +
        '  --max-time T      largest T (Tempter, 1..49)\n' +
        '  --time-limit MS   CPU time per run, by default:\n' +
        '                      Holedox 5000\n' +
        '                      Tempter 1000\n' +
        '                      Corner  2000\n' +
        '  --memory-limit MB memory of a whole run, as for holedox judge; by default:\n' +
        '                      Holedox 64\n' +
        '                      Tempter 32\n' +
        '                      Corner  16\n' +
        '  --jobs N ',
    ]);
  });

  it('names a third format in every list, its limits a line each, in Chinese', () => {
    const t = texts(WITH_CORNER, 'zh-cn');
    assertHolds(t.usage, [
      '用法：holedox [FILE|-] [--format holedox|tempter|corner] [--max-states N]',
      '求解 Holedox（POJ 1324）、Tempter（HDU 1010）或 Corner（the tests）输入文件中的每个用例，\n',
      '格式由 FILE 的扩展名（.holedox、.tempter 或 .corner）决定；',
      '  --format F         不论文件名，都按 F（holedox、tempter 或 corner）读取输入\n' +
        '  --max-states N     每个用例的搜索在 N 个状态（Holedox，默认 2000 万）\n' +
        '                     或 N 个结点（Tempter，默认由求解器决定）\n' +
        '                     或 N 个结点（Corner，默认 100 万）后停止\n' +
        '  --time-limit MS    每个用例的 Holedox 或 Corner 搜索在 MS 毫秒后停止\n' +
        '                     （默认 10000 毫秒；0 表示不限）\n',
    ]);
    assert.equal(t.cliFormat, '--format 需要 holedox、tempter 或 corner，而不是“chess”');
    assert.equal(t.judgeFormat, '--format 需要 holedox、tempter 或 corner，而不是“chess”');
    assertHolds(t.judgeHelp, [
      '以 FILE（.holedox、.tempter 或 .corner 输入文件）作为标准输入运行你的程序，\n',
      '  --time-limit MS   每次运行的 CPU 时间，默认：\n' +
        '                      Holedox 5000\n' +
        '                      Tempter 1000\n' +
        '                      Corner  2000\n' +
        '  --memory-limit MB 整次运行的内存，不含运行环境本身；默认与题面一致：\n' +
        '                      Holedox 64\n' +
        '                      Tempter 32\n' +
        '                      Corner  16\n' +
        '  --format F        按 holedox、tempter 或 corner 读取，而不自动判断\n',
    ]);
    assertHolds(t.stressHelp, [
      '写出 counterexample.holedox（或 .tempter、.corner）及含我们答案的\n',
      '写出 time-limit.holedox（或 .tempter、.corner）及其 .out\n',
      '  --format F        holedox（默认）、tempter 或 corner\n',
      '  --max-side N      最大行数和列数（Holedox 至多 20，Tempter 至多 6，Corner 至多 5）\n' +
        '  --max-length L    最长的蛇（Holedox，2..8）\n' +
        '  --max-time T      最大的 T（Tempter，1..49）\n' +
        '  --time-limit MS   每次运行的 CPU 时间，默认：\n' +
        '                      Holedox 5000\n' +
        '                      Tempter 1000\n' +
        '                      Corner  2000\n' +
        '  --memory-limit MB 整次运行的内存，与 holedox judge 相同；默认：\n' +
        '                      Holedox 64\n' +
        '                      Tempter 32\n' +
        '                      Corner  16\n' +
        '  --jobs N ',
    ]);
  });
});
