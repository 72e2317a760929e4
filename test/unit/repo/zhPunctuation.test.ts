// Chinese sentences take full-width punctuation (，：；？！（）), as Chinese textbooks and judges
// write them: "你的程序输出 NO，答案是 YES", never "NO, 答案是". Every zh-CN string of the
// project is read here: the string literals of each source file with Chinese in it (the
// catalogue's parts), the manifest's package.nls.zh-cn.json and the prose of README.zh-CN.md
// and docs/guide.zh-CN.md. A half-width mark beside Chinese fails, naming the file, the line
// and the string.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Built to out/test/unit/repo/zhPunctuation.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** Han characters and the full-width marks that stand beside them (、。「」（）：，…). */
const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff01-\uff5e]/;
const HAN = /[\u4e00-\u9fff]/;

/**
 * The half-width marks a Chinese sentence keeps, each matched against the text up to and
 * including the mark, with its reason:
 * - a command as the palette names it, `Holedox: 求解`, `工作区: 管理工作区信任`: VS Code joins
 *   a command's category and title with ': ' in every language, so the reader finds it so;
 * - the CLI's diagnostic layout `FILE:LINE:COL: error|warning: 消息`: what it prints, in ASCII.
 * Coordinates `(2, 3)`, flags and English quoted inside Chinese need no entry: the rule reads
 * only marks that stand beside Chinese.
 */
const ALLOWED: readonly RegExp[] = [/(?:Holedox|工作区|扩展|欢迎):$/, /error\|warning:$/];

/** A piece of Chinese text and where it is. */
interface Piece {
  readonly where: string;
  readonly text: string;
}

/** The nearest character to `i` in direction `step` that is not a space, or '' past the end. */
function neighbour(text: string, i: number, step: 1 | -1): string {
  for (let j = i + step; j >= 0 && j < text.length; j += step) {
    const ch = text[j] ?? '';
    if (ch !== ' ') return ch;
  }
  return '';
}

/** The half-width marks in `text` that stand in a Chinese sentence. */
export function halfWidthInChinese(text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    let bad = false;
    if (',;:?!'.includes(ch)) {
      // "答 NO, 答案", "求解: …", "）: 正在": the sentence goes on in Chinese on one side.
      bad = CHINESE.test(neighbour(text, i, -1)) || CHINESE.test(neighbour(text, i, 1));
      // "CE: 正在" is caught above; "CE: ${x}" ends a piece, and the piece before it is Chinese.
      if (!bad && ch !== ',' && text[i + 1] === ' ' && HAN.test(text.slice(0, i)) && i + 2 >= text.length) bad = true;
    } else if (ch === '(') bad = HAN.test(text[i + 1] ?? '');
    else if (ch === ')') bad = HAN.test(text[i - 1] ?? '');
    if (bad && !ALLOWED.some((r) => r.test(text.slice(0, i + 1)))) found.push(`${JSON.stringify(text.slice(Math.max(0, i - 12), i + 12))}`);
  }
  return found;
}

/** The string literals and template pieces of a TypeScript file that hold Chinese. */
function sourcePieces(file: string): Piece[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const pieces: Piece[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      const text = (node as ts.LiteralLikeNode).text;
      if (HAN.test(text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        pieces.push({ where: `${file}:${line}`, text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return pieces;
}

/** Every .ts file under `dir` that holds a Han character. */
function chineseSources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...chineseSources(path));
    else if (entry.name.endsWith('.ts') && HAN.test(read(path))) files.push(path);
  }
  return files;
}

function jsonPieces(file: string): Piece[] {
  const values = JSON.parse(read(file)) as Record<string, string>;
  return Object.entries(values).map(([key, text]) => ({ where: `${file} "${key}"`, text }));
}

/** A Chinese page's prose: code blocks, code spans and link targets are not Chinese sentences. */
function readmePieces(file: string): Piece[] {
  let inCode = false;
  const pieces: Piece[] = [];
  read(file)
    .split('\n')
    .forEach((line, i) => {
      if (line.startsWith('```')) inCode = !inCode;
      if (inCode || !HAN.test(line)) return;
      const prose = line.replace(/`[^`]*`/g, '`code`').replace(/\]\([^)]*\)/g, ']');
      pieces.push({ where: `${file}:${i + 1}`, text: prose });
    });
  return pieces;
}

describe('Chinese punctuation', () => {
  it('finds half-width marks in Chinese sentences, and leaves coordinates, flags and English alone', () => {
    assert.deepEqual(halfWidthInChinese('你的程序输出 NO, 答案是 YES').length, 1);
    assert.deepEqual(halfWidthInChinese('→ 无法求解: 原因').length, 1);
    assert.deepEqual(halfWidthInChinese('编译错误 CE: ').length, 1);
    assert.deepEqual(halfWidthInChinese('（种子 1692703969）: 正在编译…').length, 1);
    assert.deepEqual(halfWidthInChinese('用例(第二个)').length, 2);
    assert.deepEqual(halfWidthInChinese('石头 (2, 3) 列出了两次'), []);
    assert.deepEqual(halfWidthInChinese('你的程序输出 NO，答案是 YES'), []);
    assert.deepEqual(halfWidthInChinese('Case 1: 9, then NO'), []);
    assert.deepEqual(halfWidthInChinese('用 --seed 7 重现：holedox stress sol.cpp --seed 7'), []);
    assert.deepEqual(halfWidthInChinese('或运行“Holedox: 选择我的程序…”'), []);
  });

  it('holds every zh-CN string to full-width punctuation', () => {
    const pieces = [
      ...chineseSources('src').flatMap(sourcePieces),
      ...jsonPieces('package.nls.zh-cn.json'),
      ...readmePieces('README.zh-CN.md'),
      ...readmePieces('docs/guide.zh-CN.md'),
    ];
    assert.ok(pieces.length > 300, `only ${pieces.length} Chinese strings found`);
    const wrong = pieces.flatMap((p) => halfWidthInChinese(p.text).map((at) => `${relative('.', p.where)}: ${at}`));
    assert.deepEqual(wrong, []);
  });
});
