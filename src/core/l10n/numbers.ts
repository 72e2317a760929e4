// How a message writes a number: big counts in groups of three, so 20000000 reads at a glance.

/** 20000000 → '20 000 000' (a space, as the English messages write budgets), or '20,000,000' with ','. */
export function grouped(n: number, separator: ' ' | ',' = ' '): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
