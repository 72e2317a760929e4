// A search trace as it crosses to the panel's page: the typed arrays as plain arrays (a
// webview message is JSON), and the guard the page checks one with before drawing it.
import { isCount, isRecord } from '../guards';
import type { DfsTrace, LayerTrace, SearchTrace, TraceRule, WhatIfResult, WhatIfSwitch } from './searchTrace';

type Plain<T> = {
  readonly [K in keyof T]: T[K] extends Uint8Array | Uint16Array | Int32Array | Uint32Array ? readonly number[] : T[K];
};
export type DfsTraceView = Plain<DfsTrace>;
export type LayerTraceView = Plain<LayerTrace>;
export type SearchTraceView = DfsTraceView | LayerTraceView;

export function toTraceView(trace: SearchTrace): SearchTraceView {
  if (trace.kind === 'dfs') {
    return {
      ...trace,
      walls: Array.from(trace.walls),
      eventKind: Array.from(trace.eventKind),
      eventCell: Array.from(trace.eventCell),
      eventDepth: Array.from(trace.eventDepth),
      ruleCounts: Array.from(trace.ruleCounts),
      path: Array.from(trace.path),
    };
  }
  return {
    ...trace,
    walls: Array.from(trace.walls),
    startBody: Array.from(trace.startBody),
    stateHead: Array.from(trace.stateHead),
    stateShape: Array.from(trace.stateShape),
    stateLayer: Array.from(trace.stateLayer),
    stateExpanded: Array.from(trace.stateExpanded),
  };
}

/** The most squares a trace's grid may have: the panel draws no bigger grid. */
const MOST_SQUARES = 40_000;

function isCountsBelow(value: unknown, length: number, below: number): value is readonly number[] {
  return Array.isArray(value) && value.length === length && value.every((v) => isCount(v) && v < below);
}

function isCounts(value: unknown, length: number): value is readonly number[] {
  return Array.isArray(value) && value.length === length && value.every(isCount);
}

function isLabelled(value: unknown): value is TraceRule {
  return isRecord(value) && typeof value['id'] === 'string' && typeof value['label'] === 'string';
}

/** Every field the Search view reads, checked: cells inside the grid, arrays as long as they say. */
export function isTraceView(value: unknown): value is SearchTraceView {
  if (!isRecord(value) || !isCount(value['rows']) || !isCount(value['cols']) || !isCount(value['length'])) return false;
  const squares = value['rows'] * value['cols'];
  const length = value['length'];
  if (squares > MOST_SQUARES || typeof value['truncated'] !== 'boolean' || typeof value['answer'] !== 'string') return false;
  if (value['note'] !== undefined && typeof value['note'] !== 'string') return false;
  if (!isCountsBelow(value['walls'], squares, 2)) return false;
  if (value['kind'] === 'dfs') {
    const rules = value['rules'];
    return (
      Array.isArray(rules) &&
      rules.every(isLabelled) &&
      isCountsBelow(value['eventKind'], length, rules.length + 1) &&
      isCountsBelow(value['eventCell'], length, squares) &&
      isCounts(value['eventDepth'], length) &&
      isCounts(value['ruleCounts'], rules.length) &&
      isCount(value['nodes']) &&
      isCount(value['time']) &&
      isCount(value['start']) &&
      value['start'] < squares &&
      isCount(value['goal']) &&
      value['goal'] < squares &&
      Array.isArray(value['path']) &&
      value['path'].every((c) => isCount(c) && c < squares)
    );
  }
  if (value['kind'] === 'layers') {
    const bodyLength = value['bodyLength'];
    return (
      isCount(bodyLength) &&
      bodyLength <= 16 &&
      isCountsBelow(value['startBody'], bodyLength, squares) &&
      isCountsBelow(value['stateHead'], length, squares) &&
      isCounts(value['stateShape'], length) &&
      isCounts(value['stateLayer'], length) &&
      isCountsBelow(value['stateExpanded'], length, 2) &&
      isCount(value['states']) &&
      isCount(value['goal']) &&
      typeof value['goalLayer'] === 'number' &&
      Number.isInteger(value['goalLayer']) &&
      typeof value['order'] === 'string'
    );
  }
  return false;
}

export function isWhatIfSwitch(value: unknown): value is WhatIfSwitch {
  return isLabelled(value);
}

export function isWhatIfResult(value: unknown): value is WhatIfResult {
  return (
    isRecord(value) &&
    typeof value['id'] === 'string' &&
    typeof value['label'] === 'string' &&
    isCount(value['withNodes']) &&
    isCount(value['withoutNodes']) &&
    typeof value['withoutOver'] === 'boolean' &&
    isCount(value['budget']) &&
    typeof value['withAnswer'] === 'string' &&
    typeof value['withoutAnswer'] === 'string'
  );
}
