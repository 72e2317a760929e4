import assert from 'node:assert/strict';
import type { IssueCode } from '../../../src/core/issues';
import { parsePuzzle, type FormatId } from '../../../src/core/puzzleFile';
import { applyEdits, quickFixesFor } from '../../../src/core/quickFixes';
import { readFixture } from '../helpers/fixtures';
import { say } from '../../../src/core/l10n/message';

interface Applied {
  readonly title: string;
  readonly text: string;
  /** The codes left after the fix, re-parsed. */
  readonly codes: readonly string[];
}

/** Every fix offered for the first issue with this code, applied and re-parsed. */
function fixesFor(text: string, format: FormatId, code: IssueCode): Applied[] {
  const document = parsePuzzle(text, format);
  const issue = document.issues.find((i) => i.code === code);
  assert.ok(issue, `no ${code} in ${JSON.stringify(text)}`);
  return quickFixesFor(text, document, issue).map((fix) => {
    const fixed = applyEdits(text, fix.edits);
    return { title: say(fix.title), text: fixed, codes: parsePuzzle(fixed, format).issues.map((i) => i.code) };
  });
}

function fixtureFixes(fixture: string, code: IssueCode): Applied[] {
  return fixesFor(readFixture(fixture), fixture.endsWith('.tempter') ? 'tempter' : 'holedox', code);
}

describe('quickFixesFor', () => {
  it('sets K to the stone pairs listed when the next case begins early', () => {
    assert.deepEqual(fixtureFixes('malformed/missing-stones-before-next-case.holedox', 'holedox.missing-pairs'), [
      {
        title: 'Set K to 2 (the stone pairs listed)',
        text: '5 6 2\n4 1\n4 2\n2\n2 3\n3 3\n\n4 4 2\n1 2\n2 2\n0\n0 0 0\n',
        codes: [],
      },
    ]);
  });

  it('sets L to the body pairs listed and adds K = 0 when the body stops short', () => {
    assert.deepEqual(fixtureFixes('malformed/missing-pairs-at-end.holedox', 'holedox.missing-pairs'), [
      {
        title: 'Set L to 2 (the body blocks listed) and add K = 0',
        text: '5 6 2\n4 1\n4 2\n0\n',
        codes: ['holedox.missing-terminator'],
      },
    ]);
  });

  it('adds K = 0 after a body with no stone count', () => {
    assert.deepEqual(fixesFor('3 3 2\n1 2\n2 2\n\n3 3 2\n1 2\n2 2\n0\n0 0 0\n', 'holedox', 'holedox.missing-pairs'), [
      { title: 'Add the stone count K = 0 (no stones)', text: '3 3 2\n1 2\n2 2\n0\n\n3 3 2\n1 2\n2 2\n0\n0 0 0\n', codes: [] },
    ]);
  });

  it('offers no count fix when half a pair is left over: the new count would misread it', () => {
    // The half pair is the line that is wrong: no count change would fix it.
    assert.deepEqual(fixesFor('3 3 2\n1 2\n2 2\n2\n3 3\n2', 'holedox', 'holedox.line-shape'), []);
  });

  it('counts the pairs after a case as its stones when they stand where a header belongs', () => {
    assert.deepEqual(fixtureFixes('malformed/count-mismatch.holedox', 'holedox.count-mismatch'), [
      {
        title: 'Set K of case 1 to 2 (the stone pairs listed)',
        text: '3 3 2\n1 2\n2 2\n2\n3 3\n2 3\n\n3 3 2\n1 2\n2 2\n0\n0 0 0\n',
        codes: [],
      },
    ]);
    assert.deepEqual(
      fixesFor('3 3 2\n1 2\n2 2\n0\n3 3\n2 3\n0 0 0\n', 'holedox', 'holedox.count-mismatch').map((f) => [f.title, f.codes]),
      [['Set K of case 1 to 2 (the stone pairs listed)', []]],
    );
  });

  it('offers nothing for unexpected tokens that are not whole integer pairs', () => {
    // Laid out by lines, such a line is the one that is wrong: it is reported, and no count changes.
    assert.deepEqual(fixesFor('3 3 2\n1 2\n2 2\n0\n3\n0 0 0\n', 'holedox', 'holedox.line-shape'), []);
    assert.deepEqual(fixesFor('3 3 2\n1 2\n2 2\n0\nx y\n0 0 0\n', 'holedox', 'holedox.line-shape'), []);
  });

  it('adds the terminator on a line of its own, in the file line ending', () => {
    assert.deepEqual(fixtureFixes('malformed/missing-terminator.holedox', 'holedox.missing-terminator'), [
      { title: "Add the terminator '0 0 0'", text: '3 3 2\n1 2\n2 2\n0\n0 0 0\n', codes: [] },
    ]);
    assert.deepEqual(fixesFor('2 2 1\r\nSD\r\n..', 'tempter', 'tempter.missing-terminator'), [
      { title: "Add the terminator '0 0 0'", text: '2 2 1\r\nSD\r\n..\r\n0 0 0\r\n', codes: [] },
    ]);
  });

  it('offers no terminator where the file ends inside a case on one line: it would be read as coordinates', () => {
    assert.deepEqual(fixesFor('3 3 2 1 2', 'holedox', 'holedox.missing-terminator'), []);
  });

  it('removes the content after the terminator', () => {
    assert.deepEqual(fixtureFixes('malformed/content-after-terminator.holedox', 'holedox.content-after-terminator'), [
      { title: "Remove everything after the terminator '0 0 0'", text: '3 3 2\n1 2\n2 2\n0\n0 0 0\n', codes: [] },
    ]);
    assert.deepEqual(fixtureFixes('malformed/content-after-terminator.tempter', 'tempter.content-after-terminator'), [
      { title: "Remove everything after the terminator '0 0 0'", text: '2 2 1\nSD\n..\n0 0 0\n', codes: [] },
    ]);
  });

  it('removes a duplicate stone with its line and decrements K', () => {
    assert.deepEqual(fixtureFixes('malformed/duplicate-stone.holedox', 'holedox.duplicate-stone'), [
      { title: 'Remove the duplicate stone (2, 3) and set K to 2', text: '5 6 2\n4 1\n4 2\n2\n2 3\n3 3\n0 0 0\n', codes: [] },
    ]);
    // On one line, the pair goes with the space before it.
    assert.deepEqual(fixesFor('5 6 2 4 1 4 2 3 2 3 3 3 2 3 0 0 0', 'holedox', 'holedox.duplicate-stone'), [
      { title: 'Remove the duplicate stone (2, 3) and set K to 2', text: '5 6 2 4 1 4 2 2 2 3 3 3 0 0 0', codes: [] },
    ]);
  });

  it("pads a short Tempter row with '.' and trims a long one", () => {
    assert.deepEqual(fixtureFixes('malformed/row-width.tempter', 'tempter.row-width'), [
      { title: "Pad row 2 with '.' to M = 4 squares", text: '3 4 5\nS.X.\n..X.\n...D\n0 0 0\n', codes: [] },
    ]);
    assert.deepEqual(fixesFor('2 2 1\nSD\n..X.\n0 0 0\n', 'tempter', 'tempter.row-width'), [
      { title: 'Trim row 2 to M = 2 squares', text: '2 2 1\nSD\n..\n0 0 0\n', codes: [] },
    ]);
  });

  it('does not trim away the start or the door', () => {
    assert.deepEqual(fixesFor('2 2 1\nS.D\n..\n0 0 0\n', 'tempter', 'tempter.row-width'), []);
  });

  it('offers nothing where the fix needs a decision', () => {
    assert.deepEqual(fixtureFixes('malformed/body-not-adjacent.holedox', 'holedox.body-not-adjacent'), []);
    assert.deepEqual(fixtureFixes('malformed/several-doors.tempter', 'tempter.several-doors'), []);
  });
});
