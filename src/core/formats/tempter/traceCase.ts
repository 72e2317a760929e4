// Tempter's Search view: the solver's own DFS recorded (solver/trace.ts), and what-if runs
// with a pruning left out, on the case the reader is looking at.
import { msg, say, type Language, type MessageId } from '../../l10n/message';
import { explainTempter } from './explain';
import {
  SEARCH_TRACE_MOST,
  WHAT_IF_NODES,
  type DfsTrace,
  type TraceAsk,
  type WhatIfResult,
  type WhatIfSwitch,
} from '../../study/searchTrace';
import type { TempterCase } from './parse';
import type { TempterSolution } from './puzzle';
import { solveTempter } from './solver';
import {
  OFF_ALL,
  OFF_COLOURS,
  OFF_CROW_FLIES,
  OFF_DEAD_ENDS,
  OFF_DOOR_REACH,
  OFF_MEMO,
  OFF_NEAR_FULL,
  TEMPTER_CUT_RULES,
  TempterTraceRecorder,
} from './solver/trace';

/** The prunings a what-if may leave out, in a learner's words (the catalogue's), with their switches. */
export const TEMPTER_WHAT_IF_SWITCHES: readonly {
  readonly id: string;
  readonly words: Extract<MessageId, `trace.tempter.switch.${string}`>;
  readonly off: number;
}[] = [
  { id: 'colours', words: 'trace.tempter.switch.colours', off: OFF_COLOURS },
  { id: 'door-reach', words: 'trace.tempter.switch.door-reach', off: OFF_DOOR_REACH },
  { id: 'dead-ends', words: 'trace.tempter.switch.dead-ends', off: OFF_DEAD_ENDS },
  { id: 'crow-flies', words: 'trace.tempter.switch.crow-flies', off: OFF_CROW_FLIES },
  { id: 'failed-before', words: 'trace.tempter.switch.failed-before', off: OFF_MEMO },
  { id: 'near-full', words: 'trace.tempter.switch.near-full', off: OFF_NEAR_FULL },
  { id: 'all', words: 'trace.tempter.switch.all', off: OFF_ALL },
];

/** The what-if switches, labelled in `language`. */
export function tempterWhatIfSwitches(language: Language = 'en'): readonly WhatIfSwitch[] {
  return TEMPTER_WHAT_IF_SWITCHES.map(({ id, words }) => ({ id, label: say(msg(words), language) }));
}

/** Each cut rule's words in the catalogue, by its id in TEMPTER_CUT_RULES. */
const RULE_WORDS: Readonly<Record<string, Extract<MessageId, `trace.tempter.rule.${string}`>>> = {
  'last-move': 'trace.tempter.rule.last-move',
  'door-cut-off': 'trace.tempter.rule.door-cut-off',
  'too-far': 'trace.tempter.rule.too-far',
  'dead-ends': 'trace.tempter.rule.dead-ends',
  colours: 'trace.tempter.rule.colours',
  blocks: 'trace.tempter.rule.blocks',
  edges: 'trace.tempter.rule.edges',
  'failed-before': 'trace.tempter.rule.failed-before',
  'crow-flies': 'trace.tempter.rule.crow-flies',
};

const S = 'S'.charCodeAt(0);
const D = 'D'.charCodeAt(0);
const OPEN_CODES = new Set(['S', 'D', '.'].map((ch) => ch.charCodeAt(0)));

function answerOf(solution: TempterSolution): string {
  return solution.status === 'yes' ? 'YES' : solution.status === 'no' ? 'NO' : '';
}

/** The solver's search on this case, its first `ask.events` events kept. */
export function traceTempter(c: TempterCase, ask: TraceAsk): DfsTrace {
  const rows = c.rows;
  const cols = c.cols;
  const n = rows * cols;
  const walls = new Uint8Array(n);
  // S and D as the solver takes them: the last of each.
  let start = -1;
  let goal = -1;
  for (let r = 0, i = 0; r < rows; r++) {
    const line = c.grid[r] ?? '';
    for (let col = 0; col < cols; col++, i++) {
      const code = line.charCodeAt(col);
      walls[i] = OPEN_CODES.has(code) ? 0 : 1;
      if (code === S) start = i;
      if (code === D) goal = i;
    }
  }
  const capacity = Math.max(0, Math.min(SEARCH_TRACE_MOST, Math.floor(ask.events)));
  const recorder = new TempterTraceRecorder(capacity);
  const solution = solveTempter(c, { trace: recorder });
  const path = new Int32Array(solution.status === 'yes' ? solution.path.length : 0);
  for (let i = 0; i < path.length; i++) {
    const cell = solution.path[i]!;
    path[i] = (cell.row - 1) * cols + cell.col - 1;
  }
  const language = ask.language ?? 'en';
  const note =
    recorder.length > 0 || recorder.truncated
      ? undefined
      : solution.expanded === 0
        ? say(msg('trace.no-search-needed', { explanation: explainTempter(c, solution, language).text }), language)
        : say(msg('trace.tempter.wide-box'), language);
  return {
    kind: 'dfs',
    rows,
    cols,
    walls,
    start,
    goal,
    time: c.time,
    eventKind: recorder.kind.slice(0, recorder.length),
    eventCell: recorder.cell.slice(0, recorder.length),
    eventDepth: recorder.depth.slice(0, recorder.length),
    length: recorder.length,
    truncated: recorder.truncated,
    rules: TEMPTER_CUT_RULES.map((rule) => {
      const words = RULE_WORDS[rule.id];
      return { id: rule.id, label: words ? say(msg(words), language) : rule.label };
    }),
    ruleCounts: recorder.ruleCounts,
    nodes: solution.expanded,
    path,
    answer: answerOf(solution) || say(msg('trace.no-answer'), language),
    ...(note === undefined ? {} : { note }),
  };
}

/** The nodes with every pruning and with switch `id` off, each run stopped at `budget` nodes. */
export function whatIfTempter(
  c: TempterCase,
  id: string,
  language: Language = 'en',
  budget: number = WHAT_IF_NODES,
): WhatIfResult | undefined {
  const choice = TEMPTER_WHAT_IF_SWITCHES.find((s) => s.id === id);
  if (!choice) return undefined;
  const withAll = solveTempter(c, { maxNodes: budget });
  const without = solveTempter(c, { maxNodes: budget, off: choice.off });
  return {
    id: choice.id,
    label: say(msg(choice.words), language),
    withNodes: withAll.expanded,
    withoutNodes: without.expanded,
    withoutOver: without.status === 'limit',
    budget,
    withAnswer: answerOf(withAll),
    withoutAnswer: answerOf(without),
  };
}
