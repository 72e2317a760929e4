// The host's half of the Search view: a trace asked for by the page, run in the tracer's
// solve worker (never on this thread), turned into the message the page draws.
import { formatOf, type PuzzleCase } from '../../core/formats/registry';
import { SEARCH_TRACE_MOST, type TraceAsk } from '../../core/study/searchTrace';
import { toTraceView } from '../../core/study/searchTraceView';
import { msg } from '../../core/l10n/message';
import { displayLanguage, words } from '../displayLanguage';
import type { SearchTraceMessage } from '../../protocol';
import type { TraceResult } from '../../answers/workerProtocol';
import { SolveCancelled } from '../../answers/solverClient';

/** What the panel needs of the tracer (verdicts/searchTracer.ts). */
export interface SearchTraceSource {
  trace(format: PuzzleCase['format'], text: string, ask: TraceAsk): Promise<TraceResult>;
  cancel(): void;
}

/** The reply to a trace request; undefined when a newer request cancelled this one. */
export async function traceForPanel(
  tracer: SearchTraceSource,
  uri: string,
  c: PuzzleCase,
  text: string,
  ask: { readonly events: number; readonly whatIf?: string },
): Promise<SearchTraceMessage | undefined> {
  const base = { type: 'searchTrace', uri, caseNumber: c.number } as const;
  if (c.problem) return { ...base, trace: null, switches: [], message: words(msg('trace.none.problem', { problem: c.problem.message })) };
  const events = Math.min(SEARCH_TRACE_MOST, ask.events);
  try {
    const result = await tracer.trace(formatOf(c).id, text, {
      events,
      language: displayLanguage(),
      ...(ask.whatIf === undefined ? {} : { whatIf: ask.whatIf }),
    });
    if (result.status === 'none') return { ...base, trace: null, switches: [], message: result.message };
    return { ...base, trace: toTraceView(result.trace), switches: result.switches, ...(result.whatIf ? { whatIf: result.whatIf } : {}) };
  } catch (error) {
    if (error instanceof SolveCancelled) return undefined;
    return {
      ...base,
      trace: null,
      switches: [],
      message: words(msg('host.search-could-not-traced', { error: error instanceof Error ? error.message : String(error) })),
    };
  }
}
