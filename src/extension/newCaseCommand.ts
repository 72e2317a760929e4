import * as vscode from 'vscode';
import { generateCase, GENERATE_LIMITS, InvalidCaseOptions, planCaseInsertion, validateCaseOptions, type CaseOptions } from '../core/generate';
import type { FormatId } from '../core/puzzleFile';
import { puzzleFormatOf, type PuzzleAnalyses } from './puzzleDocuments';

/** The command argument, so tests and keybindings need no prompts; what is left out gets a default. */
export interface NewCaseArguments {
  /** The document to insert into; the active puzzle editor's when absent. */
  readonly uri?: string;
  /** Only for a new untitled document, when no puzzle editor is active. */
  readonly format?: FormatId;
  readonly rows?: number;
  readonly cols?: number;
  readonly length?: number;
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

const DEFAULTS = {
  holedox: { rows: 5, cols: 6, length: 4, density: 0.2 },
  tempter: { rows: 4, cols: 4, time: 6, density: 0.25 },
} as const;

/**
 * Inserts a seeded random case at the cursor (after the case it is in, before the
 * terminator), asking for size, L or T, density and seed, or taking them as an argument.
 */
export class NewCaseCommand {
  constructor(
    private readonly analyses: PuzzleAnalyses,
    private readonly output: vscode.OutputChannel,
  ) {}

  async run(argument?: unknown): Promise<NewCaseReport | undefined> {
    const given = typeof argument === 'object' && argument !== null && !(argument instanceof vscode.Uri) ? (argument as NewCaseArguments) : undefined;
    const editor = await this.targetEditor(given);
    if (!editor) return undefined;
    const format = puzzleFormatOf(editor.document);
    if (!format) return undefined;
    const options = given ? withDefaults(format, given) : await askOptions(format);
    if (!options) return undefined;
    const problems = validateCaseOptions(options);
    if (problems.length > 0) {
      void vscode.window.showErrorMessage(`Holedox: cannot make a random case: ${problems.join('; ')}`);
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
    const described = describe(options);
    this.output.appendLine(`New random case: ${described}`);
    vscode.window.setStatusBarMessage(`$(symbol-event) Random case inserted · seed ${options.seed}`, 10_000);
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
        await vscode.window.showQuickPick(
          [
            { label: 'Holedox', description: 'POJ 1324: a snake to lead to the exit', format: 'holedox' as const },
            { label: 'Tempter', description: 'HDU 1010: a dog to bring to the door at time T', format: 'tempter' as const },
          ],
          { title: 'New Random Case: which puzzle?', ignoreFocusOut: true },
        )
      )?.format;
    if (!format) return undefined;
    return vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ language: format, content: '' }));
  }
}

function withDefaults(format: FormatId, given: NewCaseArguments): CaseOptions {
  const seed = given.seed ?? randomSeed();
  if (format === 'holedox') {
    const d = DEFAULTS.holedox;
    return { format, rows: given.rows ?? d.rows, cols: given.cols ?? d.cols, length: given.length ?? d.length, density: given.density ?? d.density, seed };
  }
  const d = DEFAULTS.tempter;
  return { format, rows: given.rows ?? d.rows, cols: given.cols ?? d.cols, time: given.time ?? d.time, density: given.density ?? d.density, seed };
}

function randomSeed(): number {
  return Math.floor(Math.random() * (GENERATE_LIMITS.maxSeed + 1));
}

/** Four prompts, each validated as typed, with the defaults filled in. */
async function askOptions(format: FormatId): Promise<CaseOptions | undefined> {
  const steps = 4;
  const ask = (step: number, prompt: string, value: string, validate: (text: string) => string | undefined) =>
    vscode.window.showInputBox({
      title: `New Random Case (${step}/${steps})`,
      prompt,
      value,
      ignoreFocusOut: true,
      validateInput: (text) => validate(text.trim()),
    });
  const maxSide = format === 'holedox' ? GENERATE_LIMITS.holedox.maxSide : GENERATE_LIMITS.tempter.maxSide;
  const minSide = format === 'holedox' ? 1 : GENERATE_LIMITS.tempter.minSide;
  const defaults = DEFAULTS[format];
  const sizeText = await ask(1, `Rows and columns, each ${minSide} to ${maxSide}`, `${defaults.rows} ${defaults.cols}`, (text) => {
    const size = parseSize(text);
    if (!size || !size.every((n) => n >= minSide && n <= maxSide)) return `Type two whole numbers from ${minSide} to ${maxSide}, like '5 6'`;
    return undefined;
  });
  const size = sizeText === undefined ? undefined : parseSize(sizeText.trim());
  if (!size) return undefined;
  const [rows, cols] = size;
  const squares = rows * cols;
  let lengthOrTime: number;
  if (format === 'holedox') {
    const { minLength, maxLength } = GENERATE_LIMITS.holedox;
    const most = Math.min(maxLength, squares);
    const text = await ask(2, `Body length L, ${minLength} to ${most}`, String(Math.min(DEFAULTS.holedox.length, most)), (t) =>
      isWholeIn(t, minLength, most) ? undefined : `Type a whole number from ${minLength} to ${most}`,
    );
    if (text === undefined) return undefined;
    lengthOrTime = Number(text.trim());
  } else {
    const { minTime, maxTime } = GENERATE_LIMITS.tempter;
    const text = await ask(2, `Time T at which the door opens, ${minTime} to ${maxTime}`, String(Math.min(rows + cols, maxTime)), (t) =>
      isWholeIn(t, minTime, maxTime) ? undefined : `Type a whole number from ${minTime} to ${maxTime}`,
    );
    if (text === undefined) return undefined;
    lengthOrTime = Number(text.trim());
  }
  const what = format === 'holedox' ? 'stones' : 'walls';
  const densityText = await ask(3, `Percentage of squares that are ${what}, 0 to 100`, String(Math.round(defaults.density * 100)), (t) =>
    /^\d+(\.\d+)?$/.test(t) && Number(t) <= 100 ? undefined : 'Type a percentage from 0 to 100',
  );
  if (densityText === undefined) return undefined;
  const seedText = await ask(4, 'Seed: the same seed and options make the same case', String(randomSeed()), (t) =>
    isWholeIn(t, 0, GENERATE_LIMITS.maxSeed) ? undefined : `Type a whole number from 0 to ${GENERATE_LIMITS.maxSeed}`,
  );
  if (seedText === undefined) return undefined;
  const density = Number(densityText.trim()) / 100;
  const seed = Number(seedText.trim());
  return format === 'holedox'
    ? { format, rows, cols, length: lengthOrTime, density, seed }
    : { format, rows, cols, time: lengthOrTime, density, seed };
}

function parseSize(text: string): [number, number] | undefined {
  const match = /^(\d+)\s*[ x×,]\s*(\d+)$/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

function isWholeIn(text: string, lo: number, hi: number): boolean {
  return /^\d+$/.test(text) && Number(text) >= lo && Number(text) <= hi;
}

function describe(options: CaseOptions): string {
  const size = `${options.rows}×${options.cols}`;
  const percent = `${Math.round(options.density * 1000) / 10}%`;
  return options.format === 'holedox'
    ? `Holedox ${size}, L = ${options.length}, stones ${percent}, seed ${options.seed}`
    : `Tempter ${size}, T = ${options.time}, walls ${percent}, seed ${options.seed}`;
}
