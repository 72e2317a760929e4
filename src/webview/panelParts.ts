// The panel's parts that hold no state: each is drawn afresh from what the host last sent.
import type { CaseSummary, CaseView, DiagnosticView, ExpectedView, SubmittedView, AnswerView, WebviewToHost } from '../protocol';
import { drawingOf } from '../core/formats/drawings';
import { PALETTES, type ScenePalette } from '../core/study/palette';
import { JOINERS, say } from '../core/l10n/message';
import { el } from './dom';
import { pageLanguage } from './pageLanguage';
import type { PanelWords } from './panelWords';

/** Labels sit on the palette's fills, chosen for the theme's kind (VS Code marks it on the body). */
export function palette(): ScenePalette {
  const classes = document.body.classList;
  return classes.contains('vscode-light') || classes.contains('vscode-high-contrast-light') ? PALETTES.light : PALETTES.dark;
}

/** The expected-output file's answer beside ours, so a mismatch is seen where the case is drawn. */
export function renderExpected(words: PanelWords, expected: ExpectedView, verdict: AnswerView): HTMLElement {
  const ours = verdict.state === 'answered' ? verdict.answer : '…';
  const text =
    expected.status === 'mismatch'
      ? words.expectsMismatch(expected.fileName, expected.answer, ours)
      : expected.status === 'match'
        ? words.expectsMatch(expected.fileName, expected.answer)
        : words.expects(expected.fileName, expected.answer);
  const line = el('p', `expected expected-${expected.status}`, text);
  line.id = 'expected';
  return line;
}

/** The user's program's wrong answer beside ours, found by a run of their solution or a stress test. */
export function renderSubmitted(words: PanelWords, view: CaseView, submitted: SubmittedView): HTMLElement {
  const theirs = submitted.answer === null ? words.programNoAnswer : words.programAnswered(submitted.answer);
  const language = pageLanguage();
  const ours = drawingOf(view).ourAnswer(submitted.expected, language);
  const line = el('p', 'expected expected-mismatch', `✗ ${theirs}${JOINERS[language].comma}${ours}`);
  line.id = 'submitted';
  return line;
}

/** The file's cases to pick from, `selected` (a case number) picked. */
export function renderCaseList(
  words: PanelWords,
  post: (message: WebviewToHost) => void,
  cases: readonly CaseSummary[],
  selected: number | undefined,
): HTMLElement {
  const wrapper = el('label', 'case-picker');
  wrapper.append(el('span', undefined, words.casePicker));
  const select = el('select');
  select.id = 'case-select';
  for (const c of cases) {
    const option = el('option', undefined, c.problem ? words.notSolvableOption(c.label) : c.label);
    option.value = String(c.number);
    if (selected === c.number) option.selected = true;
    select.append(option);
  }
  select.addEventListener('change', () => post({ type: 'selectCase', number: Number(select.value) }));
  wrapper.append(select);
  return wrapper;
}

/** The format's squares and marks (drawing.legend), the path's only once there is one. */
function formatLegend(view: CaseView, verdict: AnswerView): HTMLElement[] {
  const moves = verdict.state === 'answered' ? verdict.moves.length : 0;
  const colours = palette();
  return drawingOf(view)
    .legend.filter((entry) => entry.swatch !== 'step' || moves > 0)
    .map((entry) => {
      const item = el('span', `legend-item legend-${entry.swatch}`);
      const swatch = el('span', `swatch swatch-${entry.swatch}`);
      // The stones take the theme's fill (the stylesheet's); the rest the palette's fixed colours.
      if (entry.swatch !== 'stone') swatch.style.background = colours[entry.swatch];
      item.append(swatch, el('span', undefined, say(entry.text, pageLanguage())));
      return item;
    });
}

/** The legend under the grid: what the squares mean, the verdict's region, and the heatmap's scale while it is on. */
export function legendParts(words: PanelWords, view: CaseView, verdict: AnswerView, heatmap: boolean): HTMLElement[] {
  const parts: HTMLElement[] = formatLegend(view, verdict);
  if (verdict.state !== 'answered') return parts;
  const region = verdict.explanation?.region;
  if (region) {
    const item = el('span', `legend-item legend-${region.kind}`);
    item.append(el('span', 'swatch'), el('span', undefined, words.regionLegend(region.label, region.cells.length)));
    parts.push(item);
  }
  const search = verdict.explanation?.search;
  if (heatmap && verdict.cellVisits && search) {
    const item = el('span', 'legend-item legend-heat');
    if (search.searched) {
      // The heatmap's own fills, fewest visits to most (set through the CSSOM, which the page's CSP allows).
      const swatch = el('span', 'swatch');
      swatch.style.background = `linear-gradient(90deg, ${palette().heat.join(', ')})`;
      item.append(swatch, el('span', undefined, words.heatLegend(search.text)));
    } else item.append(el('span', undefined, words.heatLegendNoSearch(search.text)));
    parts.push(item);
  }
  return parts;
}

/** The file's problems, each a button that reveals it in the editor. */
export function renderDiagnostics(
  words: PanelWords,
  post: (message: WebviewToHost) => void,
  diagnostics: readonly DiagnosticView[],
  total: number,
): HTMLElement {
  const section = el('section', 'diagnostics');
  section.append(el('h2', undefined, total === 0 ? words.noProblems : words.problems(total)));
  const list = el('ul');
  for (const d of diagnostics) {
    const item = el('li');
    const b = el('button', `diagnostic ${d.severity}`);
    b.type = 'button';
    b.append(el('span', 'where', `${d.range.startLine + 1}:${d.range.startCharacter + 1}`));
    b.append(el('span', 'message', d.message));
    b.append(el('span', 'code', d.code));
    b.addEventListener('click', () => post({ type: 'reveal', range: d.range }));
    item.append(b);
    list.append(item);
  }
  if (total > diagnostics.length) list.append(el('li', 'more', words.moreProblems(total - diagnostics.length)));
  section.append(list);
  return section;
}
