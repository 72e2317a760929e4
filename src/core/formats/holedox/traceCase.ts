// Holedox's Search view: the states the solver's A* made, read from its record arena after
// the search (solver/aStar.ts, traceStates), grouped by layer.
import { msg, say } from '../../l10n/message';
import { explainHoledox } from './explain';
import { SEARCH_TRACE_MOST, type LayerTrace, type TraceAsk } from '../../study/searchTrace';
import type { HoledoxCase } from './parse';
import { HoledoxSearch, solveHoledox } from './solver';

// The trace's own search: a trace never disturbs the buffers the solve lane shares.
let traceSearch: HoledoxSearch | undefined;

/** The solver's search on this case, its first `ask.events` states kept. */
export function traceHoledox(c: HoledoxCase, ask: TraceAsk): LayerTrace {
  const { rows, cols } = c;
  const walls = new Uint8Array(rows * cols);
  for (const stone of c.stones) {
    if (stone.row >= 1 && stone.col >= 1 && stone.row <= rows && stone.col <= cols) walls[(stone.row - 1) * cols + stone.col - 1] = 1;
  }
  const startBody = Int32Array.from(c.body, (cell) => (cell.row - 1) * cols + cell.col - 1);
  const search = (traceSearch ??= new HoledoxSearch());
  const solution = solveHoledox(c, { path: true }, search);
  const capacity = Math.max(0, Math.min(SEARCH_TRACE_MOST, Math.floor(ask.events)));
  const states = search.traceStates(capacity, cols + 2, cols);
  const answer = solution.status === 'limit' ? '' : String(solution.steps);
  const language = ask.language ?? 'en';
  const explanation = states.states > 0 ? undefined : explainHoledox(c, solution, undefined, language).text;
  const note = explanation === undefined ? undefined : say(msg('trace.no-search-needed', { explanation }), language);
  return {
    kind: 'layers',
    rows,
    cols,
    walls,
    goal: 0,
    bodyLength: c.body.length,
    startBody,
    stateHead: states.heads,
    stateShape: states.shapes,
    stateLayer: states.layers,
    stateExpanded: states.expanded,
    length: states.length,
    truncated: states.states > states.length,
    states: states.states,
    goalLayer: solution.status === 'solved' ? solution.steps : -1,
    answer: answer || say(msg('trace.no-answer'), language),
    // What the trace's order is, for the reader.
    order: say(msg('trace.holedox.order'), language),
    ...(note === undefined ? {} : { note }),
  };
}
