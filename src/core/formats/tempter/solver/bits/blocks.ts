// The block-chain bound for the bit search: graph.ts's BlockChain on the board's bit sets.
import { BlockChain } from '../graph';
import { BOARD_CELLS, type BitBoard } from './board';

/** The block-chain bound for the bit search: the squares of F left on the chain. */
export class BlockChainBound {
  private readonly chain = new BlockChain(BOARD_CELLS);
  /** After a true check: the chain's squares minus pos and D. */
  usableL = 0;
  usableH = 0;

  constructor(private readonly board: BitBoard) {}

  /**
   * False when the chain's caps for H = F + pos + D cannot add up to k+1 squares (or D is
   * cut off); else usableL/H = the chain's squares minus pos and D.
   */
  check(pos: number, k: number, fL: number, fH: number): boolean {
    const board = this.board;
    const chain = this.chain;
    const hL = fL | board.dBitL | (pos < 32 ? 1 << pos : 0);
    const hH = fH | board.dBitH | (pos >= 32 ? 1 << (pos & 31) : 0);
    if (!chain.checkBits(board.nbList, board.colour, hL, hH, pos, board.d, k)) return false;
    this.usableL = chain.chainL & fL;
    this.usableH = chain.chainH & fH;
    return true;
  }
}
