// The block-chain bound on 64-bit cell sets: graph.ts's BlockChain over the board's F.
import { BlockChain } from '../graph';
import { BOARD_CELLS, type BitBoard } from './board';

/** The block-chain bound for the 64-cell search: F as a set pair in, the chain's squares out. */
export class BlockChainBound {
  private readonly chain = new BlockChain(BOARD_CELLS);
  /** inF[c] === stamp: c is in the F being checked. */
  private readonly inF = new Int32Array(BOARD_CELLS);
  private stamp = 0;
  /** After a true check: the chain's squares minus pos and D. */
  usableL = 0;
  usableH = 0;

  constructor(private readonly board: BitBoard) {}

  /**
   * Splits H = F + pos + D into biconnected blocks (see BlockChain). False when the chain's
   * caps cannot add up to k+1 squares; else usableL/H = the chain's squares minus pos and D.
   */
  check(pos: number, k: number, fL: number, fH: number): boolean {
    const board = this.board;
    const inF = this.inF;
    if (this.stamp >= 0x3fffffff) {
      inF.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    for (let x = fL; x !== 0; x &= x - 1) inF[31 - Math.clz32(x & -x)] = stamp;
    for (let x = fH; x !== 0; x &= x - 1) inF[63 - Math.clz32(x & -x)] = stamp;
    const chain = this.chain;
    if (!chain.check(board.nbList, board.colour, inF, stamp, pos, board.d, k)) return false;
    const onChain = chain.onChain;
    const on = chain.stamp;
    let usableL = 0;
    let usableH = 0;
    for (let x = fL; x !== 0; x &= x - 1) {
      const bit = x & -x;
      if (onChain[31 - Math.clz32(bit)] === on) usableL |= bit;
    }
    for (let x = fH; x !== 0; x &= x - 1) {
      const bit = x & -x;
      if (onChain[63 - Math.clz32(bit)] === on) usableH |= bit;
    }
    this.usableL = usableL;
    this.usableH = usableH;
    return true;
  }
}
