import type { FormatId } from '../../../src/core/formats/format';
import { formatById } from '../../../src/core/formats/registry';

/** A file of `count` seeded cases of `format`, each ended as the statement's samples end one. */
export function seededCasesFile(format: FormatId, count: number, seed: number): string {
  const f = formatById(format);
  let text = '';
  for (let k = 0; k < count; k++) text += f.generate(f.defaultCaseOptions(seed * 1000 + k)) + f.caseSeparator;
  return `${text}0 0 0\n`;
}
