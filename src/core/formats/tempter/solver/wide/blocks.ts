// The block-chain bound for the wide search: graph.ts's BlockChain over the node's region.
import { BlockChain } from '../graph';
import { WIDE_CELLS, type WideBoard } from './board';

/** The block-chain bound for the wide search: drops from F the squares off the chain. */
export class WideBlockChain {
  private readonly chain = new BlockChain(WIDE_CELLS);

  /**
   * False when the chain's caps cannot add up to k+1 squares (or D is cut off); else drops
   * from F the cells that are off the chain. edgeMask, when given, holds the slots of each
   * cell's edges the path may still use.
   */
  check(board: WideBoard, pos: number, d: number, k: number, edgeMask?: Uint8Array): boolean {
    const { nb, colour, mark, inF, cells, count } = board;
    const chain = this.chain;
    if (!chain.check(nb, colour, mark, inF, pos, d, k, edgeMask)) return false;
    const onChain = chain.onChain;
    const on = chain.stamp;
    for (let i = 0; i < count; i++) {
      const c = cells[i] ?? 0;
      if (mark[c] === inF && onChain[c] !== on) mark[c] = 0;
    }
    return true;
  }
}
