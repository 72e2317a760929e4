import * as vscode from 'vscode';
import { DocumentState } from '../documentState';

/** What the user's program answered on a case, beside ours, while the case's text is unchanged. */
export interface SubmittedAnswer {
  /** The program's answer ('7', 'NO'), or undefined when it printed none for the case. */
  readonly answer: string | undefined;
  /** Ours: the shortest step count, -1, YES or NO. */
  readonly expected: string;
}

interface Stored extends SubmittedAnswer {
  readonly caseText: string;
}

/**
 * The wrong answers found by "Run my solution" and the stress test, per document and case,
 * so the panel can say "your program answered X, the shortest is Y" where the case is drawn.
 */
export class SubmittedAnswers extends DocumentState {
  private readonly byDocument = new Map<string, Map<number, Stored>>();

  /** Only an untitled document's go: a saved file's answers, kept with their case texts, still apply when it opens again. */
  protected dropClosed(uri: vscode.Uri): boolean {
    return uri.scheme === 'untitled' && this.byDocument.delete(uri.toString());
  }

  /** Replaces what is known for these cases of `uri`: a wrong answer, or nothing (right now). */
  update(
    uri: vscode.Uri,
    results: readonly { readonly caseNumber: number; readonly caseText: string; readonly wrong?: SubmittedAnswer }[],
  ): void {
    const key = uri.toString();
    const cases = this.byDocument.get(key) ?? new Map<number, Stored>();
    for (const r of results) {
      if (r.wrong) cases.set(r.caseNumber, { ...r.wrong, caseText: r.caseText });
      else cases.delete(r.caseNumber);
    }
    if (cases.size > 0) this.byDocument.set(key, cases);
    else this.byDocument.delete(key);
    this.changed.fire(uri);
  }

  /** The program's wrong answer on a case, unless the case's text changed since. */
  forCase(uri: vscode.Uri, caseNumber: number, caseText: string): SubmittedAnswer | undefined {
    const stored = this.byDocument.get(uri.toString())?.get(caseNumber);
    return stored && stored.caseText === caseText ? { answer: stored.answer, expected: stored.expected } : undefined;
  }
}
