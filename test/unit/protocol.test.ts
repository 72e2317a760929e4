import assert from 'node:assert/strict';
import { parseHostMessage, parseWebviewMessage } from '../../src/protocol';

// The webview validates every host message fully: one that does not match is dropped whole.
const range = { startLine: 0, startCharacter: 0, endLine: 0, endCharacter: 5 };
const answered = {
  state: 'answered',
  answer: '1',
  moves: [3],
  expanded: 0,
  summary: 'Shortest: 1 move: the head walks to the exit without meeting its body, no search needed.',
};
const holedoxView = { kind: 'holedox', number: 1, rows: 2, cols: 2, body: [{ row: 1, col: 2 }], stones: [] };
const caseMessage = { type: 'case', uri: 'file:///a.holedox', caseView: holedoxView, verdict: answered };
const documentMessage = {
  type: 'document',
  uri: 'file:///a.holedox',
  fileName: 'a.holedox',
  format: 'holedox',
  cases: [{ number: 1, label: 'Case 1 · 2×2 · L=1', headerRange: range }],
  diagnostics: [{ code: 'holedox.missing-terminator', severity: 'warning', message: 'no 0 0 0', range }],
  diagnosticCount: 1,
};

describe('protocol: host messages', () => {
  it('passes messages that match the protocol', () => {
    assert.deepEqual(parseHostMessage(caseMessage), caseMessage);
    const tempter = { ...caseMessage, caseView: { kind: 'tempter', number: 1, rows: 1, cols: 2, time: 1, grid: ['SD'] } };
    assert.deepEqual(parseHostMessage(tempter), tempter);
    assert.deepEqual(parseHostMessage(documentMessage), documentMessage);
  });

  it('drops a case whose view has a field of the wrong shape', () => {
    const drop = (caseView: unknown) => assert.equal(parseHostMessage({ ...caseMessage, caseView }), undefined, JSON.stringify(caseView));
    drop({ ...holedoxView, body: [{ row: 1 }] });
    drop({ ...holedoxView, stones: 'none' });
    drop({ ...holedoxView, kind: 'sokoban' });
    drop({ ...holedoxView, kind: 'constructor' });
    drop({ kind: 'tempter', number: 1, rows: 1, cols: 2, time: 1, grid: [7] });
    drop({ ...holedoxView, rows: -1 });
    assert.equal(parseHostMessage({ ...caseMessage, verdict: { ...answered, summary: undefined } }), undefined);
  });

  it('passes an explanation with its search words, and drops one without them', () => {
    const explanation = { text: 'Answer 1.', search: { searched: false, text: 'the head walks to the exit without meeting its body' } };
    const explained = { ...caseMessage, verdict: { ...answered, explanation } };
    assert.deepEqual(parseHostMessage(explained), explained);
    assert.equal(parseHostMessage({ ...caseMessage, verdict: { ...answered, explanation: { text: 'Answer 1.' } } }), undefined);
    assert.equal(
      parseHostMessage({ ...caseMessage, verdict: { ...answered, explanation: { ...explanation, search: { searched: 'no', text: '' } } } }),
      undefined,
    );
  });

  it('passes a case that opens the Search view on a what-if switch, and drops one whose switch is not a string', () => {
    const opened = { ...caseMessage, openSearch: { whatIf: 'colours' } };
    assert.deepEqual(parseHostMessage(opened), opened);
    assert.equal(parseHostMessage({ ...caseMessage, openSearch: { whatIf: 4 } }), undefined);
    assert.equal(parseHostMessage({ ...caseMessage, openSearch: 'colours' }), undefined);
  });

  it('drops a document whose case list or diagnostics do not match', () => {
    assert.equal(parseHostMessage({ ...documentMessage, cases: [{ number: 1, label: 'Case 1' }] }), undefined);
    assert.equal(parseHostMessage({ ...documentMessage, diagnostics: [{ code: 'x', severity: 'fatal', message: '', range }] }), undefined);
    assert.equal(parseHostMessage({ ...documentMessage, format: 'sokoban' }), undefined);
  });

  it('passes a locked document, and drops one whose lock is not true', () => {
    assert.deepEqual(parseHostMessage({ ...documentMessage, locked: true }), { ...documentMessage, locked: true });
    assert.equal(parseHostMessage({ ...documentMessage, locked: 'yes' }), undefined);
    assert.equal(parseHostMessage({ ...documentMessage, locked: false }), undefined);
  });

  it('passes the zoom actions and drops unknown ones', () => {
    for (const action of ['zoomIn', 'zoomOut', 'zoomFit'])
      assert.deepEqual(parseHostMessage({ type: 'control', action }), { type: 'control', action });
    assert.equal(parseHostMessage({ type: 'control', action: 'zoomTo' }), undefined);
  });
});

describe('protocol: webview messages', () => {
  const gridView = {
    type: 'gridView',
    uri: 'file:///a.holedox',
    caseNumber: 1,
    step: 9,
    scale: 2.5,
    fitScale: 2,
    fitted: false,
    viewBox: { x: 10, y: -4.5, width: 87.2, height: 72.8 },
  };

  it('passes a grid view report, copying only its fields', () => {
    assert.deepEqual(parseWebviewMessage({ ...gridView, extra: 'dropped' }), gridView);
  });

  it('drops a grid view report with a field missing or not a finite number', () => {
    assert.equal(parseWebviewMessage({ ...gridView, scale: Number.NaN }), undefined);
    assert.equal(parseWebviewMessage({ ...gridView, fitted: 'no' }), undefined);
    assert.equal(parseWebviewMessage({ ...gridView, viewBox: { x: 0, y: 0, width: 1 } }), undefined);
    assert.equal(parseWebviewMessage({ ...gridView, step: -1 }), undefined);
  });
});

describe('protocol: grid edits', () => {
  it('passes an edit intent from the webview with only its fields, and drops a malformed one', () => {
    const message = {
      type: 'editGrid',
      uri: 'file:///a.holedox',
      version: 4,
      caseNumber: 1,
      edit: { kind: 'toggle', cell: { row: 2, col: 3 } },
    };
    assert.deepEqual(parseWebviewMessage({ ...message, extra: true }), message);
    assert.deepEqual(parseWebviewMessage({ ...message, pastJudgeLimits: true }), { ...message, pastJudgeLimits: true });
    assert.deepEqual(parseWebviewMessage({ ...message, pastJudgeLimits: 'yes' }), message);
    const { version: _version, ...unversioned } = message;
    assert.equal(parseWebviewMessage(unversioned), undefined, 'an edit names the version it was drawn from');
    assert.equal(parseWebviewMessage({ ...message, edit: { kind: 'toggle' } }), undefined);
    assert.equal(parseWebviewMessage({ ...message, caseNumber: -1 }), undefined);
    assert.equal(parseWebviewMessage({ ...message, uri: 3 }), undefined);
  });

  it('passes the host’s answer to an edit, written or refused, and drops one of the wrong shape', () => {
    const written = {
      type: 'editResult',
      uri: 'file:///a.holedox',
      caseNumber: 1,
      version: 5,
      written: true,
      message: 'Stone added at (2, 3).',
    };
    assert.deepEqual(parseHostMessage(written), written);
    assert.equal(parseHostMessage({ ...written, version: -1 }), undefined);
    const refused = { ...written, written: false, message: 'no', code: 'edit.square-taken' };
    assert.deepEqual(parseHostMessage(refused), refused);
    assert.equal(parseHostMessage({ ...written, written: 'yes' }), undefined);
    assert.equal(parseHostMessage({ ...refused, code: 7 }), undefined);
  });
});
