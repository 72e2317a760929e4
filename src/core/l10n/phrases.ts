// Small pieces the catalogue's parts share when they word a sentence.

export type Cell = { readonly row: number; readonly col: number };

/** A square as the statements write it: '(2, 3)'. */
export const cell = (c: Cell) => `(${c.row}, ${c.col})`;

/** A count with its noun: '1 move', '2 moves'. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
