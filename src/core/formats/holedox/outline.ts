import { described, type Description } from '../../description';
import { msg, say, type Language } from '../../l10n/message';
import { showCell, type Cell } from '../../geometry';
import type { OutlineEntry } from '../../outlineEntry';
import { contains, group, headerDescription, leaf, span } from '../outlineEntries';
import type { HoledoxCase } from './parse';

/** `Case 2 · 4×4 · L=4`. */
export function holedoxCaseLabel(c: HoledoxCase, language: Language = 'en'): string {
  return say(msg('outline.holedox-label', { caseNumber: c.number, rows: c.rows, cols: c.cols, length: c.length }), language);
}

/** The case with its body blocks and its stones. */
export function holedoxOutline(c: HoledoxCase, language: Language = 'en'): OutlineEntry {
  const children: OutlineEntry[] = [];
  // Each read of a range list makes it anew (caseRecord.ts): once per outline.
  const bodyRanges = c.bodyRanges;
  const blocks = c.body.flatMap((cell, k) => {
    const range = bodyRanges[k];
    return range ? [leaf('block', `B${k + 1}`, showCell(cell), range)] : [];
  });
  const firstBlock = blocks[0];
  const lastBlock = blocks.at(-1);
  if (firstBlock && lastBlock)
    children.push(
      group(
        'body',
        say(msg('outline.body'), language),
        say(msg('outline.blocks', { count: blocks.length }), language),
        span(firstBlock.range, lastBlock.range),
        firstBlock.range,
        blocks,
      ),
    );
  if (c.stoneCountRange) {
    const stoneRanges = c.stoneRanges;
    const stones = c.stones.flatMap((cell, k) => {
      const range = stoneRanges[k];
      return range ? [leaf('stone', showCell(cell), '', range)] : [];
    });
    const last = stones.at(-1)?.range ?? c.stoneCountRange;
    children.push(
      group(
        'stones',
        say(msg('outline.stones'), language),
        `K = ${c.stones.length}`,
        span(c.stoneCountRange, last),
        c.stoneCountRange,
        stones,
      ),
    );
  }
  const detail = c.problem ? say(msg('outline.not-solvable'), language) : '';
  return group('case', holedoxCaseLabel(c, language), detail, c.range, c.headerRange, children);
}

/** The header, a body block, the stone count or a stone under `offset`. */
export function describeHoledox(text: string, c: HoledoxCase, offset: number): Description | undefined {
  if (contains(c.headerRange, offset)) return headerDescription(c, msg('hover.holedox.length', { length: c.length }));
  const block = c.bodyRanges.findIndex((r) => contains(r, offset));
  const blockRange = c.bodyRanges[block];
  const blockCell = c.body[block];
  if (blockRange && blockCell) {
    const which = block === 0 ? 'head' : block === c.length - 1 ? 'tail' : 'body';
    return described(blockRange, msg('hover.holedox.block', { which, block: block + 1, cell: blockCell, ...outside(c, blockCell) }));
  }
  if (c.stoneCountRange && contains(c.stoneCountRange, offset))
    return described(
      c.stoneCountRange,
      msg('hover.holedox.stone-count', { k: text.slice(c.stoneCountRange.start, c.stoneCountRange.end) }),
    );
  const stone = c.stoneRanges.findIndex((r) => contains(r, offset));
  const stoneRange = c.stoneRanges[stone];
  const stoneCell = c.stones[stone];
  if (stoneRange && stoneCell) return described(stoneRange, msg('hover.holedox.stone', { cell: stoneCell, ...outside(c, stoneCell) }));
  return undefined;
}

/** The lair's size when `cell` is off it (0 × 0 when it is on it: the hover says nothing more). */
function outside(c: HoledoxCase, cell: Cell): { rows: number; cols: number } {
  const inside = cell.row >= 1 && cell.row <= c.rows && cell.col >= 1 && cell.col <= c.cols;
  return inside ? { rows: 0, cols: 0 } : { rows: c.rows, cols: c.cols };
}
