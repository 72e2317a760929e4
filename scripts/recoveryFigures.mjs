// Figures for docs/robustness.md: how many cases survive one line edit, in many small seeded
// files and in one big (about 1 MB) file. Run after `npm run build` (it uses the compiled tests' helper).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { lineEditFuzz, seededFile, measureEdit } = require('../out/test/unit/helpers/lineFuzz.js');
const { parsePuzzle } = require('../out/src/core/puzzleFile.js');
const { mulberry32 } = require('../out/src/core/randomCases.js');

const args = process.argv.slice(2);
const files = Number(args[0] ?? 400);
const bigEdits = Number(args[1] ?? 60);

for (const format of ['holedox', 'tempter']) {
  const f = lineEditFuzz(format, files, 12, 10, 12345);
  console.log(
    `${format}: ${f.edits} edits of ${files} files x 12 cases: ${f.survived}/${f.untouched} untouched cases right (${((100 * f.survived) / f.untouched).toFixed(2)} %), ` +
      `${f.cleanEdits} edits lost none (${((100 * f.cleanEdits) / f.edits).toFixed(1)} %), ${(f.diagnostics / f.edits).toFixed(2)} diagnostics per edit`,
  );
}

const big = seededFile('holedox', 10_000, 2026);
console.log(`big file: ${big.text.length} bytes, ${big.caseLines.length} cases`);
const before = parsePuzzle(big.text, 'holedox').cases;
const lineCount = big.text.split('\n').length - 1;
const random = mulberry32(7);
for (const edit of ['replace-99', 'delete', 'duplicate']) {
  const diagnostics = [];
  const lost = [];
  for (let k = 0; k < bigEdits; k++) {
    const line = Math.floor(random() * lineCount);
    const o = measureEdit(big, 'holedox', line, edit, before);
    diagnostics.push(o.diagnostics);
    lost.push(o.untouched - o.survived);
  }
  const stat = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return `median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted.at(-1)}, mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)}`;
  };
  console.log(`  ${edit} (${bigEdits} random lines): diagnostics ${stat(diagnostics)}; untouched cases lost ${stat(lost)}`);
}
