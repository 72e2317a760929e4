import assert from 'node:assert/strict';
import { FORMAT_IDS, formatById } from '../../../../src/core/formats/registry';
import type { ChangedSpan } from '../../../../src/core/incrementalParse/changedSpan';
import { joinSpans } from '../../../../src/core/incrementalParse/changedSpan';
import { parseIncrementally, reparse } from '../../../../src/core/incrementalParse/reparse';
import { positionIn, type PuzzleParse } from '../../../../src/core/incrementalParse/windows';
import { parsePuzzle } from '../../../../src/core/puzzleFile';
import { mulberry32 } from '../../../../src/core/randomCases';
import { LineIndex } from '../../../../src/core/text';
import { asRead } from '../../helpers/caseAsRead';
import { seededCasesFile } from '../../helpers/seededCases';

// The editor's incremental parse must read every text as the whole-text parse does. Seeded
// files, random edits of every kind (typing, deleting across lines and cases, pasting a case
// or a terminator, line breaks in all three conventions), each result deep-equal to
// parsePuzzle on the edited text; small windows, so edits cut through window ends.

type Edit = { start: number; end: number; insert: string };

const SNIPPETS = ['x', '7', ' ', '\n', '\r\n', '\r', '12 3', '0 0 0\n', 'S.X\n', '..D\n', '-1', '3 4 5\n', '\n\n', 'XX.D', '99'];

/** One random edit: mostly small (typing, a deleted character or line), sometimes a large cut or paste. */
function randomEdit(text: string, random: () => number): Edit {
  const at = Math.floor(random() * (text.length + 1));
  const kind = random();
  if (kind < 0.45) return { start: at, end: at, insert: SNIPPETS[Math.floor(random() * SNIPPETS.length)] ?? 'x' };
  if (kind < 0.7) return { start: at, end: Math.min(text.length, at + 1 + Math.floor(random() * 8)), insert: '' };
  if (kind < 0.8) {
    // A whole line removed or doubled.
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const next = text.indexOf('\n', at);
    const lineEnd = next < 0 ? text.length : next + 1;
    return random() < 0.5
      ? { start: lineStart, end: lineEnd, insert: '' }
      : { start: lineStart, end: lineStart, insert: text.slice(lineStart, lineEnd) };
  }
  if (kind < 0.9) {
    // A stretch cut out, or pasted elsewhere.
    const from = Math.floor(random() * text.length);
    const piece = text.slice(from, from + Math.floor(random() * 400));
    return random() < 0.5 ? { start: from, end: from + piece.length, insert: '' } : { start: at, end: at, insert: piece };
  }
  return {
    start: at,
    end: Math.min(text.length, at + Math.floor(random() * 3)),
    insert: SNIPPETS[Math.floor(random() * SNIPPETS.length)] ?? '\n',
  };
}

/** Every offset of the text placed by the parse's windows as a line index of the whole text places it. */
function assertPositions(parse: PuzzleParse, text: string, message: string): void {
  const lines = new LineIndex(text);
  for (let offset = 0; offset <= text.length; offset++) {
    const got = positionIn(parse, offset);
    const want = lines.positionAt(offset);
    if (got.line !== want.line || got.character !== want.character)
      assert.fail(`${message}: offset ${offset} placed at ${got.line}:${got.character}, not ${want.line}:${want.character}`);
  }
}

function apply(text: string, edit: Edit): string {
  return text.slice(0, edit.start) + edit.insert + text.slice(edit.end);
}

describe('incremental parse', () => {
  for (const format of FORMAT_IDS) {
    describe(format, () => {
      it('reads a file in windows as parsePuzzle reads it whole', () => {
        for (const windowChars of [40, 300, 16 * 1024]) {
          const text = seededCasesFile(format, 40, 3);
          assert.deepStrictEqual(
            parseIncrementally(text, format, windowChars).document,
            parsePuzzle(text, format),
            `windows of ${windowChars}`,
          );
        }
      });

      it('random edits of seeded files: every reparse deep-equals parsePuzzle of the edited text', () => {
        let checked = 0;
        for (let seed = 1; seed <= 12; seed++) {
          const random = mulberry32(seed);
          const windowChars = [60, 200, 700][seed % 3] ?? 200;
          let text = seededCasesFile(format, 25, seed);
          let parse: PuzzleParse = parseIncrementally(text, format, windowChars);
          for (let step = 0; step < 40; step++) {
            const edit = randomEdit(text, random);
            text = apply(text, edit);
            parse = reparse(parse, text, windowChars);
            const whole = parsePuzzle(text, format);
            assert.deepStrictEqual(parse.document, whole, `seed ${seed}, step ${step}: ${JSON.stringify(edit)}`);
            assert.deepStrictEqual(
              parse.document.cases.map(asRead),
              whole.cases.map(asRead),
              `seed ${seed}, step ${step}: the cases as read`,
            );
            assertPositions(parse, text, `seed ${seed}, step ${step}`);
            checked++;
          }
        }
        assert.equal(checked, 12 * 40);
      });

      it('random edits reparsed from the change the editor reports (several joined when versions are skipped, some wider than the change): each deep-equals parsePuzzle of the edited text', () => {
        let checked = 0;
        for (let seed = 31; seed <= 38; seed++) {
          const random = mulberry32(seed);
          const windowChars = [60, 200, 700][seed % 3] ?? 200;
          let text = seededCasesFile(format, 25, seed);
          let parse: PuzzleParse = parseIncrementally(text, format, windowChars);
          for (let step = 0; step < 40; step++) {
            // One to three edits in a row, as the versions between two parses.
            let span: ChangedSpan | undefined;
            const edits: Edit[] = [];
            for (let k = 1 + Math.floor(random() * 3); k > 0; k--) {
              const edit = randomEdit(text, random);
              if (edit.end < edit.start) edit.end = edit.start;
              // Sometimes reported wider than it is: a stretch around it replaced by the same text.
              if (random() < 0.2) {
                const before = Math.min(edit.start, Math.floor(random() * 20));
                const after = Math.min(text.length - edit.end, Math.floor(random() * 20));
                edit.insert = text.slice(edit.start - before, edit.start) + edit.insert + text.slice(edit.end, edit.end + after);
                edit.start -= before;
                edit.end += after;
              }
              edits.push(edit);
              const one = { start: edit.start, oldEnd: edit.end, newEnd: edit.start + edit.insert.length };
              span = span ? joinSpans(span, one) : one;
              text = apply(text, edit);
            }
            parse = reparse(parse, text, windowChars, span);
            const whole = parsePuzzle(text, format);
            assert.deepStrictEqual(parse.document, whole, `seed ${seed}, step ${step}: ${JSON.stringify(edits)}`);
            assert.deepStrictEqual(
              parse.document.cases.map(asRead),
              whole.cases.map(asRead),
              `seed ${seed}, step ${step}: the cases as read`,
            );
            if (random() < 0.25) assertPositions(parse, text, `seed ${seed}, step ${step}`);
            checked++;
          }
        }
        assert.equal(checked, 8 * 40);
      });

      it('random edits with the cases read only now and then: windows moved several times before their cases are read, and old versions read late, put every case where the whole parse does', () => {
        let read = 0;
        for (let seed = 21; seed <= 28; seed++) {
          const random = mulberry32(seed);
          const windowChars = [60, 200, 700][seed % 3] ?? 200;
          let text = seededCasesFile(format, 25, seed);
          let parse: PuzzleParse = parseIncrementally(text, format, windowChars);
          const versions: { text: string; parse: PuzzleParse }[] = [];
          for (let step = 0; step < 40; step++) {
            // Typing mostly: one character at a time, in one place, as the moves add up between reads.
            const edit =
              random() < 0.7
                ? { start: Math.floor(random() * 3 * windowChars) % (text.length + 1), end: 0, insert: random() < 0.8 ? 'x' : '\n' }
                : randomEdit(text, random);
            if (edit.end < edit.start) edit.end = edit.start;
            text = apply(text, edit);
            parse = reparse(parse, text, windowChars);
            versions.push({ text, parse });
            const whole = parsePuzzle(text, format);
            // The squiggles' part is made at once; the cases when read.
            assert.deepStrictEqual(parse.document.issues, whole.issues, `seed ${seed}, step ${step}: issues`);
            if (random() < 0.3) assertPositions(parse, text, `seed ${seed}, step ${step}`);
            if (random() < 0.2) {
              assert.deepStrictEqual(
                parse.document.cases.map(asRead),
                whole.cases.map(asRead),
                `seed ${seed}, step ${step}: the cases as read`,
              );
              read++;
            }
          }
          assert.deepStrictEqual(parse.document, parsePuzzle(text, format), `seed ${seed}: the last version`);
          // An old version keeps its own positions, whatever was moved or read after it.
          for (const k of [0, 13, 27]) {
            const old = versions[k];
            if (old)
              assert.deepStrictEqual(
                old.parse.document.cases.map(asRead),
                parsePuzzle(old.text, format).cases.map(asRead),
                `seed ${seed}: version ${k} read late`,
              );
          }
        }
        assert.ok(read > 20, `${read} reads of the cases between edits`);
      });

      it('a keystroke moves no case until the cases are read; then each case after it is moved once, however many keys came before', () => {
        const f = formatById(format);
        const moveCase = f.moveCase;
        let moves = 0;
        (f as { moveCase: typeof moveCase }).moveCase = (c, delta) => (moves++, moveCase(c, delta));
        try {
          let text = seededCasesFile(format, 400, 7);
          const windowChars = 500;
          let parse = parseIncrementally(text, format, windowChars);
          let at = text.indexOf('\n', text.length >> 1);
          for (const key of 'abcde') {
            text = text.slice(0, at) + key + text.slice(at);
            at++;
            parse = reparse(parse, text, windowChars);
            assert.deepStrictEqual(parse.document.issues, parsePuzzle(text, format).issues);
          }
          assert.equal(moves, 0, 'cases moved before any was read');
          const whole = parsePuzzle(text, format);
          const after = whole.cases.filter((c) => c.range.start > at + windowChars * 3).length;
          assert.deepStrictEqual(parse.document.cases.map(asRead), whole.cases.map(asRead));
          assert.ok(
            moves >= after && moves <= whole.cases.filter((c) => c.range.start > at).length,
            `${moves} moves for ${after} cases well after the edit`,
          );
          const once = moves;
          assert.equal(parse.document.cases.length, whole.cases.length);
          assert.equal(moves, once, 'the cases are made once per version');
        } finally {
          (f as { moveCase: typeof moveCase }).moveCase = moveCase;
        }
      });

      it('a keystroke in the middle of a big file reads a few windows, not the file', () => {
        const text = seededCasesFile(format, 400, 5);
        const windowChars = 500;
        const before = parseIncrementally(text, format, windowChars);
        assert.ok(before.windows.length > 20, `${before.windows.length} windows`);
        const middle = text.indexOf('\n', text.length >> 1) + 1;
        for (const insert of ['x', '\n', '7 ']) {
          const edited = text.slice(0, middle) + insert + text.slice(middle);
          const after = reparse(before, edited, windowChars);
          assert.deepStrictEqual(after.document, parsePuzzle(edited, format), JSON.stringify(insert));
          assert.ok(
            after.charsRead <= 3 * windowChars,
            `${JSON.stringify(insert)}: read ${after.charsRead} of ${edited.length} characters`,
          );
          // The cases before the edit are the very objects of the previous parse: features skip them by identity (the Test Explorer's tree).
          const kept = after.document.cases.filter((c, k) => c === before.document.cases[k]);
          assert.ok(kept.length > 0 && kept.every((c) => c.range.end < middle), `${kept.length} cases kept, all before the edit`);
        }
      });

      it('moves the cases after an edit without making their parts again: the same puzzle data, every range where the whole parse puts it', () => {
        const text = seededCasesFile(format, 400, 6);
        const before = parseIncrementally(text, format, 500);
        const middle = text.indexOf('\n', text.length >> 1) + 1;
        const edited = `${text.slice(0, middle)}\n\n${text.slice(middle)}`;
        const after = reparse(before, edited, 500);
        const whole = parsePuzzle(edited, format);
        const last = after.document.cases.length - 1;
        const moved = after.document.cases[last];
        const old = before.document.cases[last];
        assert.ok(moved && old && moved !== old && moved.range.start === old.range.start + 2);
        // What the puzzle is (cells, rows) is the previous parse's, shared; only where it stands moved.
        for (const key of Object.keys(old) as (keyof typeof old)[])
          if (typeof old[key] === 'object' && key !== 'range' && key !== 'headerRange' && key !== 'problem')
            assert.equal(moved[key], old[key], `${String(key)} shared`);
        assert.deepStrictEqual(asRead(moved), asRead(whole.cases[last] ?? {}));
        assert.notDeepStrictEqual(asRead(moved), asRead(old));
      });
    });
  }

  it("a span that cannot be the change (its length is not the texts' difference, or past the text) is not trusted: the texts are compared", () => {
    const text = seededCasesFile('tempter', 30, 4);
    const parse = parseIncrementally(text, 'tempter', 300);
    const at = text.indexOf('\n', text.length >> 1);
    const edited = `${text.slice(0, at)}x${text.slice(at)}`;
    for (const span of [
      { start: at, oldEnd: at, newEnd: at + 2 },
      { start: 0, oldEnd: 0, newEnd: 0 },
      { start: text.length, oldEnd: text.length + 1, newEnd: text.length + 2 },
    ])
      assert.deepStrictEqual(reparse(parse, edited, 300, span).document, parsePuzzle(edited, 'tempter'), JSON.stringify(span));
  });

  it('an edit that changes which cases there are (a header typed mid-file) still numbers every case as the whole parse does', () => {
    const text = seededCasesFile('holedox', 30, 9);
    const parse = parseIncrementally(text, 'holedox', 300);
    const at = text.indexOf('\n', text.length >> 1) + 1;
    const edited = `${text.slice(0, at)}0 0 0\n${text.slice(at)}`;
    const after = reparse(parse, edited, 300);
    assert.deepStrictEqual(after.document, parsePuzzle(edited, 'holedox'));
    assert.ok(after.document.cases.length < 30);
    assert.deepStrictEqual(reparse(after, text, 300).document, parsePuzzle(text, 'holedox'));
  });
});
