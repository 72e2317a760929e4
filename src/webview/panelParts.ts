// The panel's parts that hold no state: each is drawn afresh from what the host last sent.
import type { CaseSummary, CaseView, DiagnosticView, ExpectedView, SubmittedView, AnswerView, WebviewToHost } from '../protocol';
import { drawingOf } from '../core/formats/drawings';
import { PALETTES, type ScenePalette } from '../core/study/palette';
import { JOINERS, msg, say } from '../core/l10n/message';
import { el } from './dom';
import { pageLanguage, pageSay } from './pageLanguage';

/** Labels sit on the palette's fills, chosen for the theme's kind (VS Code marks it on the body). */
export function palette(): ScenePalette {
  const classes = document.body.classList;
  return classes.contains('vscode-light') || classes.contains('vscode-high-contrast-light') ? PALETTES.light : PALETTES.dark;
}

/** The expected-output file's answer beside ours, so a mismatch is seen where the case is drawn. */
export function renderExpected(expected: ExpectedView, verdict: AnswerView): HTMLElement {
  const ours = verdict.state === 'answered' ? verdict.answer : '…';
  const text =
    expected.status === 'mismatch'
      ? msg('panel.expects-mismatch', { file: expected.fileName, answer: expected.answer, ours })
      : expected.status === 'match'
        ? msg('panel.expects-match', { file: expected.fileName, answer: expected.answer })
        : msg('panel.expects', { file: expected.fileName, answer: expected.answer });
  const line = el('p', `expected expected-${expected.status}`, pageSay(text));
  line.id = 'expected';
  return line;
}

/** The user's program's wrong answer beside ours, found by a run of their solution or a stress test. */
export function renderSubmitted(view: CaseView, submitted: SubmittedView): HTMLElement {
  const language = pageLanguage();
  const theirs = say(
    submitted.answer === null ? msg('panel.program-no-answer') : msg('panel.program-answered', { answer: submitted.answer }),
    language,
  );
  const ours = say(drawingOf(view).ourAnswer(submitted.expected), language);
  const line = el('p', 'expected expected-mismatch', `✗ ${theirs}${JOINERS[language].comma}${ours}`);
  line.id = 'submitted';
  return line;
}

/** The file's cases to pick from, `selected` (a case number) picked. */
export function renderCaseList(
  post: (message: WebviewToHost) => void,
  cases: readonly CaseSummary[],
  selected: number | undefined,
): HTMLElement {
  const wrapper = el('label', 'case-picker');
  wrapper.append(el('span', undefined, pageSay(msg('panel.case-picker'))));
  const select = el('select');
  select.id = 'case-select';
  for (const c of cases) {
    const option = el('option', undefined, c.problem ? pageSay(msg('panel.not-solvable-option', { label: c.label })) : c.label);
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
      item.append(swatch, el('span', undefined, pageSay(entry.text)));
      return item;
    });
}

/** The legend under the grid: what the squares mean, the verdict's region, and the heatmap's scale while it is on. */
export function legendParts(view: CaseView, verdict: AnswerView, heatmap: boolean): HTMLElement[] {
  const parts: HTMLElement[] = formatLegend(view, verdict);
  if (verdict.state !== 'answered') return parts;
  const region = verdict.explanation?.region;
  if (region) {
    const item = el('span', `legend-item legend-${region.kind}`);
    item.append(
      el('span', 'swatch'),
      el('span', undefined, pageSay(msg('panel.region-legend', { label: region.label, count: region.cells.length }))),
    );
    parts.push(item);
  }
  const search = verdict.explanation?.search;
  if (heatmap && verdict.cellVisits && search) {
    const item = el('span', 'legend-item legend-heat');
    if (search.searched) {
      // The heatmap's own fills, fewest visits to most (set through the CSSOM, which the page's CSP allows).
      const swatch = el('span', 'swatch');
      swatch.style.background = `linear-gradient(90deg, ${palette().heat.join(', ')})`;
      item.append(swatch, el('span', undefined, pageSay(msg('panel.heat-legend', { search: search.text }))));
    } else item.append(el('span', undefined, pageSay(msg('panel.heat-legend-no-search', { search: search.text }))));
    parts.push(item);
  }
  return parts;
}

/** The file's problems, each a button that reveals it in the editor. */
export function renderDiagnostics(
  post: (message: WebviewToHost) => void,
  diagnostics: readonly DiagnosticView[],
  total: number,
): HTMLElement {
  const section = el('section', 'diagnostics');
  section.append(el('h2', undefined, pageSay(total === 0 ? msg('panel.no-problems') : msg('panel.problems', { count: total }))));
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
  if (total > diagnostics.length) list.append(el('li', 'more', pageSay(msg('panel.more-problems', { count: total - diagnostics.length }))));
  section.append(list);
  return section;
}
