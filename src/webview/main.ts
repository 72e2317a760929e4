// The panel's page. Document data arrives only by postMessage, is validated against the
// protocol, and is drawn with DOM APIs and textContent: never parsed as HTML.
import { parseHostMessage, type CaseSummary, type CaseView, type DiagnosticView, type HostToWebview, type PanelState, type VerdictView, type WebviewToHost } from '../protocol';
import { drawCase, describeVerdict } from './drawCase';

interface VsCodeApi {
  postMessage(message: WebviewToHost): void;
  getState(): PanelState | undefined;
  setState(state: PanelState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = document.getElementById('app') as HTMLElement;

let documentMessage: Extract<HostToWebview, { type: 'document' }> | undefined;
let caseMessage: Extract<HostToWebview, { type: 'case' }> | undefined;

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const message = parseHostMessage(event.data);
  if (!message) return;
  switch (message.type) {
    case 'document':
      documentMessage = message;
      if (caseMessage && caseMessage.uri !== message.uri) caseMessage = undefined;
      break;
    case 'case':
      caseMessage = message;
      vscode.setState({ uri: message.uri, ...(message.caseView ? { caseNumber: message.caseView.number } : {}) });
      break;
    case 'noDocument':
      documentMessage = undefined;
      caseMessage = undefined;
      vscode.setState({});
      break;
  }
  render();
});

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function render(): void {
  app.replaceChildren();
  if (!documentMessage) {
    app.append(el('p', 'hint', 'Open a .holedox or .tempter file to see its cases.'));
    return;
  }
  const doc = documentMessage;
  const header = el('header', 'toolbar');
  header.append(el('h1', 'file-name', doc.fileName));
  const solveButton = el('button', 'solve', 'Solve all cases');
  solveButton.type = 'button';
  solveButton.title = 'Holedox: Solve (writes the judge output)';
  solveButton.addEventListener('click', () => vscode.postMessage({ type: 'solve' }));
  header.append(solveButton);
  app.append(header);

  app.append(renderCaseList(doc.cases));
  const current = caseMessage?.uri === doc.uri ? caseMessage : undefined;
  if (current?.caseView) app.append(renderCase(current.caseView, current.verdict));
  else if (doc.cases.length === 0) app.append(el('p', 'hint', 'This file has no cases yet.'));
  app.append(renderDiagnostics(doc.diagnostics, doc.diagnosticCount));
}

function renderCaseList(cases: readonly CaseSummary[]): HTMLElement {
  const wrapper = el('label', 'case-picker');
  wrapper.append(el('span', undefined, 'Case '));
  const select = el('select');
  select.id = 'case-select';
  for (const c of cases) {
    const option = el('option', undefined, c.problem ? `${c.label} · ⚠ not solvable` : c.label);
    option.value = String(c.number);
    if (caseMessage?.caseView?.number === c.number) option.selected = true;
    select.append(option);
  }
  select.addEventListener('change', () => vscode.postMessage({ type: 'selectCase', number: Number(select.value) }));
  wrapper.append(select);
  return wrapper;
}

function renderCase(view: CaseView, verdict: VerdictView): HTMLElement {
  const section = el('section', 'case');
  section.setAttribute('aria-label', `Case ${view.number}`);
  const result = el('p', `verdict verdict-${verdict.state}`, describeVerdict(view, verdict));
  result.id = 'verdict';
  section.append(result);
  if (view.problem) section.append(el('p', 'problem', view.problem));
  const drawing = drawCase(view, verdict);
  if (drawing) section.append(drawing);
  return section;
}

function renderDiagnostics(diagnostics: readonly DiagnosticView[], total: number): HTMLElement {
  const section = el('section', 'diagnostics');
  section.append(el('h2', undefined, total === 0 ? 'No problems' : `Problems (${total})`));
  const list = el('ul');
  for (const d of diagnostics) {
    const item = el('li');
    const button = el('button', `diagnostic ${d.severity}`);
    button.type = 'button';
    button.append(el('span', 'where', `${d.range.startLine + 1}:${d.range.startCharacter + 1}`));
    button.append(el('span', 'message', d.message));
    button.append(el('span', 'code', d.code));
    button.addEventListener('click', () => vscode.postMessage({ type: 'reveal', range: d.range }));
    item.append(button);
    list.append(item);
  }
  if (total > diagnostics.length) list.append(el('li', 'more', `… and ${total - diagnostics.length} more in the Problems view`));
  section.append(list);
  return section;
}

render();
vscode.postMessage({ type: 'ready' });
