// Wording the formats share in their messages: counts, big numbers in groups, quoted lines.

export function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** 20000000 → '20 000 000': budgets are big round numbers, easier read in groups. */
export function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** '1 node', '20 000 000 states'. */
export function groupedCount(n: number, one: string, many: string): string {
  return `${grouped(n)} ${n === 1 ? one : many}`;
}

/** A line of a program's output as a message quotes it: cut past 60 characters. */
export function quoteLine(text: string): string {
  return text.length > 60 ? `'${text.slice(0, 57)}…'` : `'${text}'`;
}
