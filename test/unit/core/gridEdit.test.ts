import assert from 'node:assert/strict';
import { GRID_EDIT_REFUSALS, narrowReplacement, parseGridEdit } from '../../../src/core/gridEdit';

describe('grid edits as data', () => {
  it('takes the four kinds of edit from a webview message, with only their own fields', () => {
    assert.deepEqual(parseGridEdit({ kind: 'toggle', cell: { row: 2, col: 3, extra: 1 } }), { kind: 'toggle', cell: { row: 2, col: 3 } });
    assert.deepEqual(
      parseGridEdit({
        kind: 'drag',
        path: [
          { row: 1, col: 1 },
          { row: 1, col: 2 },
        ],
      }),
      {
        kind: 'drag',
        path: [
          { row: 1, col: 1 },
          { row: 1, col: 2 },
        ],
      },
    );
    assert.deepEqual(parseGridEdit({ kind: 'line', edge: 'left', change: 'remove' }), { kind: 'line', edge: 'left', change: 'remove' });
    assert.deepEqual(parseGridEdit({ kind: 'third', value: 7 }), { kind: 'third', value: 7 });
  });

  it('drops anything else', () => {
    for (const value of [
      null,
      'toggle',
      { kind: 'toggle', cell: { row: -1, col: 1 } },
      { kind: 'drag', path: [] },
      { kind: 'drag', path: Array.from({ length: 4097 }, () => ({ row: 1, col: 1 })) },
      { kind: 'line', edge: 'middle', change: 'add' },
      { kind: 'line', edge: 'top', change: 'double' },
      { kind: 'third', value: 1.5 },
      { kind: 'paint' },
    ])
      assert.equal(parseGridEdit(value), undefined, JSON.stringify(value)?.slice(0, 80));
  });

  it('narrows a rewrite to the one span that changed', () => {
    assert.deepEqual(narrowReplacement('4 4 5\nS.X.\n..X.', '4 4 5\nSXX.\n..X.'), { start: 7, end: 8, text: 'X' });
    assert.deepEqual(narrowReplacement('3\n2 3', '4\n2 3\n5 6'), { start: 0, end: 5, text: '4\n2 3\n5 6' });
    assert.deepEqual(narrowReplacement('abc', 'abc'), { start: 3, end: 3, text: '' });
    assert.deepEqual(narrowReplacement('aXa', 'aa'), { start: 1, end: 2, text: '' });
  });

  it('keeps its refusal codes stable and namespaced', () => {
    assert.ok(GRID_EDIT_REFUSALS.every((code) => /^edit\.[a-z-]+$/.test(code)));
    assert.equal(new Set(GRID_EDIT_REFUSALS).size, GRID_EDIT_REFUSALS.length);
  });
});
