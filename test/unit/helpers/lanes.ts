import { parsePuzzle, type FormatId } from '../../../src/core/puzzleFile';
import { answerStream, type StreamSummary } from '../../../src/cli/streamAnswers';
import { answerCleanFile, readCleanFile, reportedWarnings } from '../../../src/core/fastLane';
import { LineIndex } from '../../../src/core/text';
import { judgeOutput, solveDocument } from '../../../src/core/answers';
import { say } from '../../../src/core/l10n/message';

/** What the CLI prints: the judge's output, and one `LINE:COL: severity: message [code]` per issue. */
export interface Printed {
  readonly stdout: string;
  readonly diagnostics: string[];
}

/** The whole text parsed at once, as the editor does and the CLI did before it streamed. */
export function wholeText(text: string, format?: FormatId): Printed {
  const document = parsePuzzle(text, format);
  const verdicts = solveDocument(document);
  const issues = [...document.issues];
  for (const v of verdicts) if (v.outcome === 'limit') issues.push(v.problem);
  issues.sort((a, b) => a.range.start - b.range.start);
  const lines = new LineIndex(text);
  return {
    stdout: judgeOutput(verdicts),
    diagnostics: issues.map((issue) => {
      const at = lines.positionAt(issue.range.start);
      return `${at.line + 1}:${at.character + 1}: ${issue.severity}: ${say(issue.message)} [${issue.code}]`;
    }),
  };
}

/** The same text through the CLI's streaming lane, cut into chunks of `chunkBytes` and windows of `windowChars`. */
export function streamed(
  text: string,
  windowChars: number,
  chunkBytes = 1 << 16,
  format?: FormatId,
): Printed & { summary: StreamSummary; answerWrites: number } {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += chunkBytes) chunks.push(bytes.subarray(at, at + chunkBytes));
  let stdout = '';
  let answerWrites = 0;
  const diagnostics: string[] = [];
  const summary = answerStream(
    chunks,
    {
      answers: (out) => {
        stdout += out;
        answerWrites++;
      },
      issue: (issue, at) =>
        diagnostics.push(`${at.line + 1}:${at.character + 1}: ${issue.severity}: ${say(issue.message)} [${issue.code}]`),
    },
    { windowChars, ...(format ? { format, declared: true } : {}) },
  );
  return { stdout, diagnostics, summary, answerWrites };
}

/** The same bytes through the CLI's fast lane (answers, then its warnings as capped per file), or undefined when it declines. */
export function fastLanePrinted(text: string, format?: FormatId): Printed | undefined {
  const clean = readCleanFile(new TextEncoder().encode(text), format);
  const answers = clean && answerCleanFile(clean);
  if (clean === undefined || answers === undefined) return undefined;
  return {
    stdout: answers.output,
    diagnostics: reportedWarnings(clean).map(
      ({ issue, at }) => `${at.line + 1}:${at.character + 1}: ${issue.severity}: ${say(issue.message)} [${issue.code}]`,
    ),
  };
}
