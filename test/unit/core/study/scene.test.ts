import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { DRAWINGS, drawingOf } from '../../../../src/core/formats/drawings';
import { FORMATS, FORMAT_IDS } from '../../../../src/core/formats/registry';
import type { HoledoxCaseView } from '../../../../src/core/formats/holedox';
import { solveHoledox } from '../../../../src/core/formats/holedox';
import type { TempterCaseView } from '../../../../src/core/formats/tempter';
import { solveTempter } from '../../../../src/core/formats/tempter';
import type { Cell } from '../../../../src/core/geometry';
import { say } from '../../../../src/core/l10n/message';
import { contrastRatio } from '../../../../src/core/study/contrast';
import { explainHoledox } from '../../../../src/core/formats/holedox';
import { inkOn, PALETTES, type ScenePalette } from '../../../../src/core/study/palette';
import { caseScene, CELL, heatLevel, shortCount, type Scene, type SceneShape } from '../../../../src/core/study/scene';

const cells = (pairs: readonly (readonly [number, number])[]): Cell[] => pairs.map(([row, col]) => ({ row, col }));
// The statement's samples: Holedox 1 (9 moves) and 2 (boxed in), and Tempter's YES case.
const SAMPLE_1: HoledoxCaseView = {
  kind: 'holedox',
  number: 1,
  rows: 5,
  cols: 6,
  body: cells([
    [4, 1],
    [4, 2],
    [3, 2],
    [3, 1],
  ]),
  stones: cells([
    [2, 3],
    [3, 3],
    [3, 4],
  ]),
};
const BOXED_IN: HoledoxCaseView = {
  kind: 'holedox',
  number: 2,
  rows: 4,
  cols: 4,
  body: cells([
    [2, 3],
    [1, 3],
    [1, 4],
    [2, 4],
  ]),
  stones: cells([
    [2, 1],
    [2, 2],
    [3, 4],
    [4, 2],
  ]),
};
const TEMPTER: TempterCaseView = { kind: 'tempter', number: 2, rows: 3, cols: 4, time: 5, grid: ['S.X.', '..X.', '...D'] };

const byClass = (scene: Scene, layer: string) => scene.layers.find((l) => l.class === layer)?.shapes ?? [];
const square = (shape: SceneShape) =>
  shape.kind === 'rect' ? [Math.round((shape.y - 1) / CELL) + 1, Math.round((shape.x - 1) / CELL) + 1] : undefined;
const texts = (scene: Scene) =>
  scene.layers.flatMap((l) => l.shapes).filter((s): s is Extract<SceneShape, { kind: 'text' }> => s.kind === 'text');

/** Every scene the panel can draw of the samples: each step, heatmap and shading on. */
function everyScene(palette: ScenePalette): Scene[] {
  const scenes: Scene[] = [];
  const visits = new Uint32Array(30);
  const moves = Array.from(solveHoledox(SAMPLE_1, { cellVisits: visits }).moves);
  for (let step = 0; step <= moves.length; step++)
    scenes.push(
      caseScene(drawingOf(SAMPLE_1), SAMPLE_1, { cellVisits: visits }, { moves, pathTo: step, piecesAt: step }, palette, {
        row: 2,
        col: 2,
      }),
    );
  const boxedVisits = new Uint32Array(16);
  const boxed = solveHoledox(BOXED_IN, { cellVisits: boxedVisits });
  const region = explainHoledox(BOXED_IN, boxed, boxedVisits).region;
  scenes.push(
    caseScene(
      drawingOf(BOXED_IN),
      BOXED_IN,
      { cellVisits: boxedVisits, ...(region ? { region } : {}) },
      { moves: [], pathTo: 0, piecesAt: 0 },
      palette,
    ),
  );
  const dogMoves = Array.from(solveTempter(TEMPTER).moves);
  for (let step = 0; step <= dogMoves.length; step++)
    scenes.push(caseScene(drawingOf(TEMPTER), TEMPTER, {}, { moves: dogMoves, pathTo: step, piecesAt: step }, palette));
  // Counts from 1 to 10 000 on one row: every fill of the heatmap, and counts of every width.
  const wide: HoledoxCaseView = { ...SAMPLE_1, rows: 1, cols: 12, body: cells([[1, 12]]), stones: [] };
  const counts = Uint32Array.from([1, 2, 3, 5, 9, 20, 80, 150, 999, 1000, 5000, 10_000]);
  scenes.push(caseScene(drawingOf(wide), wide, { cellVisits: counts }, { moves: [], pathTo: 0, piecesAt: 0 }, palette));
  return scenes;
}

describe('scene: the one drawing of a case, for the panel and Export SVG', () => {
  it('every format carries the drawing the panel looks up by id', () => {
    for (const id of FORMAT_IDS) assert.equal(FORMATS[id].drawing, DRAWINGS[id], id);
    assert.equal(drawingOf(SAMPLE_1), DRAWINGS.holedox);
    assert.equal(drawingOf(TEMPTER), DRAWINGS.tempter);
  });

  it('draws Holedox sample 1 at move 4: board, path so far, the way ahead, the whole snake', () => {
    const moves = Array.from(solveHoledox(SAMPLE_1).moves);
    const scene = caseScene(drawingOf(SAMPLE_1), SAMPLE_1, {}, { moves, pathTo: 4, piecesAt: 4 }, PALETTES.dark);
    assert.deepEqual([scene.width, scene.height, scene.label], [216, 180, '5 by 6 grid of case 1']);
    assert.deepEqual(
      scene.layers.map((l) => l.class),
      ['floor', 'marks', 'path', 'snake'],
    );
    assert.equal(byClass(scene, 'floor').length, 30);
    assert.deepEqual(byClass(scene, 'floor')[7], {
      kind: 'rect',
      x: 37,
      y: 37,
      width: 34,
      height: 34,
      class: 'cell',
      cell: { row: 2, col: 2 },
    });
    const snake = byClass(scene, 'snake');
    assert.deepEqual(snake.filter((s) => s.kind === 'rect').map(square), [
      [4, 3],
      [5, 3],
      [5, 2],
      [5, 1],
    ]);
    assert.deepEqual(
      snake.map((s) => (s.kind === 'text' ? s.text : s.class)),
      ['head', 'H', 'body', '2', 'body', '3', 'body', '4'],
    );
    assert.deepEqual(
      snake.map((s) => ('key' in s ? s.key : undefined)),
      ['block-1', 'block-1', 'block-2', 'block-2', 'block-3', 'block-3', 'block-4', 'block-4'],
    );
    const path = byClass(scene, 'path');
    assert.deepEqual(
      path.map((s) => s.class),
      ['path-ahead', 'path-line', ...Array.from({ length: 4 }, () => ['path-step', 'path-number']).flat()],
    );
    const line = path[1];
    assert.deepEqual(line?.kind === 'polyline' ? line.points : [], [
      [18, 126],
      [18, 162],
      [54, 162],
      [90, 162],
      [90, 126],
    ]);
    assert.equal(say(drawingOf(SAMPLE_1).stepLabel(SAMPLE_1, 4, 9)), 'move 4 / 9');
    assert.deepEqual([say(drawingOf(SAMPLE_1).stepName), say(drawingOf(SAMPLE_1).ourAnswer('9'))], ['Move', 'the shortest is 9']);
    assert.deepEqual(
      [
        say(drawingOf(SAMPLE_1).stepLabel(SAMPLE_1, 4, 9), 'zh-cn'),
        say(drawingOf(SAMPLE_1).stepName, 'zh-cn'),
        say(drawingOf(SAMPLE_1).ourAnswer('9'), 'zh-cn'),
      ],
      ['第 4 步 / 共 9 步', '步', '最少步数是 9'],
    );
  });

  it('draws the dog where the playback stands, numbered by the time', () => {
    const moves = Array.from(solveTempter(TEMPTER).moves);
    const scene = caseScene(drawingOf(TEMPTER), TEMPTER, {}, { moves, pathTo: 3, piecesAt: 3 }, PALETTES.light);
    assert.deepEqual(
      scene.layers.map((l) => l.class),
      ['floor', 'marks', 'path', 'dog'],
    );
    assert.deepEqual(
      byClass(scene, 'marks').map((s) => s.class),
      ['start', 'start-label', 'stone', 'stone', 'exit', 'exit-label'],
    );
    const dog = byClass(scene, 'dog');
    assert.equal(dog[1]?.kind === 'text' ? dog[1].text : '', '3');
    assert.equal(say(drawingOf(TEMPTER).stepLabel(TEMPTER, 3, 5)), 't = 3 / T = 5');
    assert.equal(say(drawingOf(TEMPTER).stepName), 'Time');
    assert.equal(say(drawingOf(TEMPTER).ourAnswer('YES')), 'the answer is YES');
    assert.deepEqual(
      [
        say(drawingOf(TEMPTER).stepLabel(TEMPTER, 3, 5), 'zh-cn'),
        say(drawingOf(TEMPTER).stepName, 'zh-cn'),
        say(drawingOf(TEMPTER).ourAnswer('YES'), 'zh-cn'),
      ],
      ['t = 3 / T = 5', '时间', '答案是 YES'],
    );
    // The legend names each square and mark the drawing uses, in drawing order.
    const legend = (view: typeof TEMPTER | typeof SAMPLE_1, language?: 'zh-cn') =>
      drawingOf(view).legend.map((entry) => `${entry.swatch}: ${say(entry.text, language)}`);
    assert.deepEqual(legend(TEMPTER), [
      'stone: wall X',
      'start: start S, then the dog',
      'exit: door D',
      'step: numbered path: the time t the dog stands there',
    ]);
    assert.deepEqual(legend(TEMPTER, 'zh-cn'), [
      'stone: 墙 X',
      'start: 起点 S，之后是小狗',
      'exit: 门 D',
      'step: 带编号的路径：小狗在时刻 t 站在该格',
    ]);
    assert.deepEqual(legend(SAMPLE_1), [
      'stone: stone',
      'head: head H',
      'body: body',
      'exit: exit (1, 1)',
      'step: numbered path: the move that takes the head there',
    ]);
    assert.deepEqual(legend(SAMPLE_1, 'zh-cn'), [
      'stone: 石头',
      'head: 蛇头 H',
      'body: 蛇身',
      'exit: 出口 (1, 1)',
      'step: 带编号的路径：蛇头第几步走到该格',
    ]);
    // Before any move, the dog is not drawn over S when there is no solution.
    assert.equal(caseScene(drawingOf(TEMPTER), TEMPTER, {}, { moves: [], pathTo: 0, piecesAt: 0 }, PALETTES.light).layers.length, 2);
  });

  it('shades the heatmap by visits, the count in the corner, and none when no square was visited', () => {
    const visits = new Uint32Array(30);
    visits[0] = 1;
    visits[1] = 1000;
    const scene = caseScene(drawingOf(SAMPLE_1), SAMPLE_1, { cellVisits: visits }, { moves: [], pathTo: 0, piecesAt: 0 }, PALETTES.light);
    const heat = byClass(scene, 'heat');
    assert.deepEqual(
      heat.map((s) => (s.kind === 'text' ? s.text : s.kind === 'rect' ? s.fill : '')),
      ['#fde3df', '1', '#8f1d15', '1.0k'],
    );
    assert.equal(
      byClass(
        caseScene(
          drawingOf(SAMPLE_1),
          SAMPLE_1,
          { cellVisits: new Uint32Array(30) },
          { moves: [], pathTo: 0, piecesAt: 0 },
          PALETTES.light,
        ),
        'heat',
      ).length,
      0,
    );
    assert.deepEqual(
      [1, 2, 10, 100, 1000].map((n) => heatLevel(n, 1000, 6)),
      [0, 0, 2, 4, 5],
    );
    // Over the heatmap the path takes plain dots: no disc covers a count.
    const plain = caseScene(
      drawingOf(SAMPLE_1),
      SAMPLE_1,
      { cellVisits: visits },
      { moves: [0, 0], pathTo: 2, piecesAt: 2, numbered: false },
      PALETTES.light,
    );
    assert.deepEqual(
      byClass(plain, 'path').map((s) => (s.kind === 'circle' ? s.r : s.class)),
      ['path-line', 4, 4],
    );
    assert.deepEqual([999, 1000, 12_345, 1_500_000, 25_000_000].map(shortCount), ['999', '1.0k', '12k', '1.5M', '25M']);
  });

  for (const palette of [PALETTES.dark, PALETTES.light])
    it(`every label the ${palette.kind} palette's scenes draw reads at 4.5:1 or better, at 11 units or more`, () => {
      const grounds = new Set<string>();
      let labels = 0;
      for (const scene of everyScene(palette))
        for (const t of texts(scene)) {
          labels++;
          grounds.add(t.ground);
          const ratio = contrastRatio(t.fill, t.ground);
          assert.ok(ratio >= 4.5, `${t.class} '${t.text}' ${t.fill} on ${t.ground}: ${ratio.toFixed(2)}:1`);
          assert.ok(t.size >= 11, `${t.class} '${t.text}' at ${t.size}`);
          assert.equal(t.fill, inkOn(palette, t.ground));
        }
      // The walk met every fill a label can sit on.
      assert.deepEqual(
        [...grounds].sort(),
        [palette.exit, palette.start, palette.head, palette.body, palette.step, ...palette.heat].sort(),
      );
      assert.ok(labels > 100, `${labels} labels`);
    });

  it("the palettes' label grounds all read at 4.5:1 with their chosen ink (the figures for the docs)", () => {
    for (const palette of [PALETTES.dark, PALETTES.light])
      for (const ground of [palette.exit, palette.start, palette.head, palette.body, palette.step, ...palette.heat])
        assert.ok(contrastRatio(inkOn(palette, ground), ground) >= 4.5, `${palette.kind} ${ground}`);
  });
});
