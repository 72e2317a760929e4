import * as vscode from 'vscode';
import type { FormatId } from '../../core/formats/format';
import { formatById, type CaseOptions } from '../../core/formats/registry';
import { generateCase, planCaseInsertion, validateCaseOptions } from '../../core/generate';
import { InvalidCaseOptions, MAX_SEED } from '../../core/randomCases';
import { puzzleFormatOf, type PuzzleAnalyses } from '../puzzleDocuments';
import { words } from '../displayLanguage';
import { formatPickItems } from '../formatPick';
import { COMMANDS } from './commandIds';
import { msg } from '../../core/l10n/message';

/** The command argument, so tests and keybindings need no prompts; what is left out gets a default. */
export interface NewCaseArguments {
  /** The document to insert into; the active puzzle editor's when absent. */
  readonly uri?: string;
  /** Only for a new untitled document, when no puzzle editor is active. */
  readonly format?: FormatId;
  readonly rows?: number;
  readonly cols?: number;
  /** Holedox's L; each format reads its own names (its caseOptions.fromArgument). */
  readonly length?: number;
  /** Tempter's T. */
  readonly time?: number;
  /** Stones (Holedox) or walls (Tempter), 0..1. */
  readonly density?: number;
  /** A random one when absent: the report and the output channel say which. */
  readonly seed?: number;
}

/** What "Holedox: New Random Case" returns. */
export interface NewCaseReport {
  readonly uri: string;
  readonly options: CaseOptions;
  /** Where the text went, as an offset before the edit. */
  readonly offset: number;
  readonly text: string;
}

/**
 * Inserts a seeded random case at the cursor (after the case it is in, before the
 * terminator), asking for size, L or T, density and seed, or taking them as an argument.
 */
export class NewCaseCommand {
  readonly id = COMMANDS.newRandomCase;

  constructor(
    private readonly analyses: PuzzleAnalyses,
    private readonly output: vscode.OutputChannel,
  ) {}

  async execute(argument?: unknown): Promise<NewCaseReport | undefined> {
    const given =
      typeof argument === 'object' && argument !== null && !(argument instanceof vscode.Uri) ? (argument as NewCaseArguments) : undefined;
    const editor = await this.targetEditor(given);
    if (!editor) return undefined;
    const format = puzzleFormatOf(editor.document);
    if (!format) return undefined;
    const options = given ? formatById(format).caseOptions.fromArgument(given, given.seed ?? randomSeed()) : await askOptions(format);
    if (!options) return undefined;
    const problems = validateCaseOptions(options);
    if (problems.length > 0) {
      void vscode.window.showErrorMessage(
        words(msg('host.cannot-make-random-case', { map: problems.map((problem) => words(problem)).join('; ') })),
      );
      throw new InvalidCaseOptions(problems);
    }
    const document = editor.document;
    const analysis = this.analyses.analyze(document);
    if (!analysis) return undefined;
    const plan = planCaseInsertion(document.getText(), analysis.parsed, document.offsetAt(editor.selection.active), generateCase(options));
    const at = document.positionAt(plan.offset);
    const inserted = await editor.edit((edit) => edit.insert(at, plan.text));
    if (!inserted) return undefined;
    const header = document.positionAt(plan.offset + plan.text.search(/\S/));
    editor.selection = new vscode.Selection(header, header);
    editor.revealRange(new vscode.Range(header, header));
    const described = words(formatById(format).caseOptions.describe(options));
    this.output.appendLine(words(msg('host.new-random-case', { described })));
    vscode.window.setStatusBarMessage(words(msg('host.random-case-inserted-seed', { seed: options.seed })), 10_000);
    return { uri: document.uri.toString(), options, offset: plan.offset, text: plan.text };
  }

  private async targetEditor(given: NewCaseArguments | undefined): Promise<vscode.TextEditor | undefined> {
    if (given?.uri) return vscode.window.showTextDocument(vscode.Uri.parse(given.uri));
    const active = vscode.window.activeTextEditor;
    if (active && puzzleFormatOf(active.document)) return active;
    // No puzzle at hand: start a new one, which the inserted case and terminator complete.
    const format =
      given?.format ??
      (
        await vscode.window.showQuickPick(formatPickItems(), {
          title: words(msg('host.new-random-case-which')),
          ignoreFocusOut: true,
        })
      )?.format;
    if (!format) return undefined;
    return vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ language: format, content: '' }));
  }
}

function randomSeed(): number {
  return Math.floor(Math.random() * (MAX_SEED + 1));
}

/** Four prompts, each validated as typed, with the format's defaults filled in. */
async function askOptions(format: FormatId): Promise<CaseOptions | undefined> {
  const steps = 4;
  const ask = (step: number, prompt: string, value: string, validate: (text: string) => string | undefined) =>
    vscode.window.showInputBox({
      title: words(msg('host.new-random-case-2', { step, steps })),
      prompt,
      value,
      ignoreFocusOut: true,
      validateInput: (text) => validate(text.trim()),
    });
  const form = formatById(format).caseOptions;
  const defaults = formatById(format).defaultCaseOptions(0);
  const { minSide, maxSide } = form;
  const sizePrompt = words(msg('host.rows-columns-each', { minSide, maxSide }));
  const sizeText = await ask(1, sizePrompt, `${defaults.rows} ${defaults.cols}`, (text) => {
    const size = parseSize(text);
    if (!size || !size.every((n) => n >= minSide && n <= maxSide)) return words(msg('host.type-two-whole-numbers', { minSide, maxSide }));
    return undefined;
  });
  const size = sizeText === undefined ? undefined : parseSize(sizeText.trim());
  if (!size) return undefined;
  const [rows, cols] = size;
  const { min, prompt } = form.third;
  const most = form.third.max(rows, cols);
  const thirdText = await ask(2, words(msg('host.to', { words: words(prompt), min, most })), String(form.third.initial(rows, cols)), (t) =>
    isWholeIn(t, min, most) ? undefined : words(msg('host.type-whole-number-from', { min, most })),
  );
  if (thirdText === undefined) return undefined;
  const densityText = await ask(
    3,
    words(msg('host.percentage-squares-that-are', { words: words(form.obstacles) })),
    String(Math.round(defaults.density * 100)),
    (t) => (/^\d+(\.\d+)?$/.test(t) && Number(t) <= 100 ? undefined : words(msg('host.type-percentage-from-0'))),
  );
  if (densityText === undefined) return undefined;
  const seedText = await ask(4, words(msg('host.seed-same-seed-options')), String(randomSeed()), (t) =>
    isWholeIn(t, 0, MAX_SEED) ? undefined : words(msg('host.type-whole-number-from', { min: 0, most: MAX_SEED })),
  );
  if (seedText === undefined) return undefined;
  return form.make(rows, cols, Number(thirdText.trim()), Number(densityText.trim()) / 100, Number(seedText.trim()));
}

function parseSize(text: string): [number, number] | undefined {
  const match = /^(\d+)\s*[ x×,]\s*(\d+)$/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

function isWholeIn(text: string, lo: number, hi: number): boolean {
  return /^\d+$/.test(text) && Number(text) >= lo && Number(text) <= hi;
}
