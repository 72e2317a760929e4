// Which cases of a document are in view, and when the lenses follow the view.
import assert from 'node:assert/strict';
import { casesInView, lensesFollowView, shownKeyOf } from '../../../../src/extension/languageFeatures/visibleCases';

describe('cases in view', () => {
  const cases = Array.from({ length: 10 }, (_, k) => ({ n: k + 1, range: { start: k * 100, end: k * 100 + 80 } }));
  const numbers = (picked: readonly { n: number }[]) => picked.map((c) => c.n);

  it('picks the cases a view overlaps, with a margin either side, clamped to the file', () => {
    assert.deepEqual(numbers(casesInView(cases, [{ start: 250, end: 420 }], 0)), [3, 4, 5]);
    assert.deepEqual(numbers(casesInView(cases, [{ start: 250, end: 420 }], 1)), [2, 3, 4, 5, 6]);
    assert.deepEqual(numbers(casesInView(cases, [{ start: 0, end: 50 }], 2)), [1, 2, 3]);
    assert.deepEqual(numbers(casesInView(cases, [{ start: 950, end: 999 }], 2)), [8, 9, 10]);
  });

  it('counts the margin from a view that falls between two cases', () => {
    assert.deepEqual(numbers(casesInView(cases, [{ start: 185, end: 195 }], 0)), []);
    assert.deepEqual(numbers(casesInView(cases, [{ start: 185, end: 195 }], 1)), [2, 3]);
  });

  it('merges several views, each case once, in file order', () => {
    assert.deepEqual(
      numbers(
        casesInView(
          cases,
          [
            { start: 700, end: 710 },
            { start: 100, end: 110 },
            { start: 705, end: 790 },
          ],
          0,
        ),
      ),
      [2, 8],
    );
    assert.deepEqual(numbers(casesInView([], [{ start: 0, end: 10 }], 3)), []);
  });
});

describe('lenses following the view', () => {
  const at = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => ({ number: from + k }));

  it('keys the cases lenses are on by their count, first and last number', () => {
    assert.equal(shownKeyOf(at(41, 57)), '17:41-57');
    assert.equal(shownKeyOf([]), '0:0-0');
  });

  it('asks for new lenses only when lenses went out and the view now wants other cases', () => {
    assert.equal(lensesFollowView(shownKeyOf(at(1, 20)), shownKeyOf(at(9, 30))), true);
    // The lenses' own height moved the view a little: the same cases, no new round.
    assert.equal(lensesFollowView(shownKeyOf(at(1, 20)), shownKeyOf(at(1, 20))), false);
    // A document just shown, before VS Code first asked for its lenses: asking would only restart VS Code's wait.
    assert.equal(lensesFollowView(undefined, shownKeyOf(at(1, 20))), false);
  });
});
