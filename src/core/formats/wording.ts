// Wording the formats share in their messages.

/** A line of a program's output as a message quotes it: cut past 60 characters. */
export function quoteLine(text: string): string {
  return text.length > 60 ? `'${text.slice(0, 57)}…'` : `'${text}'`;
}
