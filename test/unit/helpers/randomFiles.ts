import { generateCase } from '../../../src/core/generate';
import { mulberry32 } from '../../../src/core/randomCases';
import type { FormatId } from '../../../src/core/puzzleFile';

// Seeded puzzle files for the tests that compare lanes, windows and fuzzed inputs.

/** A seeded file of `count` cases in the statements' layout, blank lines between cases. */
export function cleanFile(format: FormatId, count: number, seed: number): string {
  const random = mulberry32(seed);
  const pick = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const cases: string[] = [];
  for (let k = 0; k < count; k++) {
    const caseSeed = Math.floor(random() * 0xffff_ffff);
    if (format === 'holedox') {
      const rows = pick(1, 12);
      const cols = pick(rows === 1 ? 2 : 1, 12);
      const length = pick(2, Math.min(8, rows * cols));
      cases.push(generateCase({ format, rows, cols, length, density: random() * 0.4, seed: caseSeed }));
    } else {
      // HDU 1010 has 1 < N, M: a one-row maze is past the judge's limits, so never clean.
      const rows = pick(2, 6);
      const cols = pick(2, 6);
      cases.push(
        generateCase({ format, rows, cols, time: pick(1, Math.min(49, rows * cols + 2)), density: random() * 0.4, seed: caseSeed }),
      );
    }
  }
  return `${cases.join('\n')}\n0 0 0\n`;
}

/** One random edit of the kind a typo makes: a character changed, dropped or added, a line dropped or doubled. */
export function mutate(text: string, random: () => number): string {
  const at = Math.floor(random() * text.length);
  const alphabet = '0123456789012345 \n\t\r-+aSDX.';
  const char = alphabet[Math.floor(random() * alphabet.length)] ?? ' ';
  const lines = text.split('\n');
  const line = Math.floor(random() * lines.length);
  switch (Math.floor(random() * 5)) {
    case 0:
      return text.slice(0, at) + char + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + char + text.slice(at);
    case 3:
      return [...lines.slice(0, line), ...lines.slice(line + 1)].join('\n');
    default:
      return [...lines.slice(0, line + 1), ...lines.slice(line)].join('\n');
  }
}
