import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Issue } from '../../../src/core/issues';
import { LineIndex, type TextRange } from '../../../src/core/text';
import { say } from '../../../src/core/l10n/message';

/** The repository's test/fixtures folder, found from the compiled test's location (out/test/unit/helpers). */
export const FIXTURES = join(__dirname, '..', '..', '..', '..', 'test', 'fixtures');

export function readFixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8');
}

/** 1-based `line:col-line:col`, the way an editor shows a selection. */
export function showRange(text: string, range: TextRange): string {
  const lines = new LineIndex(text);
  const a = lines.positionAt(range.start);
  const b = lines.positionAt(range.end);
  return `${a.line + 1}:${a.character + 1}-${b.line + 1}:${b.character + 1}`;
}

/** One line per issue: code, severity, range, and the related ranges, for exact assertions. */
export function summarize(text: string, issues: readonly Issue[]): string[] {
  return issues.map((issue) => {
    const related = (issue.related ?? []).map((r) => ` (related ${showRange(text, r.range)} "${say(r.message)}")`).join('');
    return `${issue.code} ${issue.severity} ${showRange(text, issue.range)}${related}`;
  });
}
