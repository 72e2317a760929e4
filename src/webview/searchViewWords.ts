// The Search view's words, in English and 简体中文: plain data, no DOM, so the unit tests hold the
// two tables to the same keys; the view reads the page's language (pageLanguage.ts).
import { pick, type Language, type Translated } from '../core/l10n/message';

export const searchViewText = {
  show: 'Search',
  showTitle: 'Watch the search that found the answer',
  hide: 'Hide search',
  heading: 'The search',
  loading: 'Recording the search…',
  first: 'First event (Home)',
  back: 'Step back',
  play: 'Play',
  pause: 'Pause',
  forward: 'Step forward',
  last: 'Last event',
  scrub: 'Search event',
  speed: 'Search playback speed',
  stoppedShort: (kept: number) => `The trace keeps the first ${kept.toLocaleString('en')} events; the search went on past them.`,
  dfsStep: (at: number, total: number, depth: number) => `Event ${at} of ${total} · path of ${depth} moves`,
  dfsNodes: (nodes: number, answer: string) => `${nodes.toLocaleString('en')} nodes in all · answer ${answer}`,
  cutAt: (rule: string) => `Cut: ${rule}`,
  standing: 'The dog tries this square',
  yesPath: 'The first YES path',
  rulesHeading: 'Cuts so far, by rule',
  whatIfHeading: 'What if',
  whatIfPick: 'Pruning to switch off',
  whatIfRun: 'Compare',
  whatIfRunning: 'Running both searches…',
  whatIfLine: (label: string, withNodes: number, without: number, over: boolean) =>
    `with every pruning: ${withNodes.toLocaleString('en')} nodes; without ${label}: ${over ? `more than ${without.toLocaleString('en')}` : without.toLocaleString('en')} nodes`,
  layerStep: (at: number, total: number, layer: number) => `State ${at} of ${total} · layer ${layer}`,
  layerStates: (states: number, answer: string) => `${states.toLocaleString('en')} states in all · answer ${answer}`,
  goalLayer: (layer: number) => (layer >= 0 ? `The goal is reached in layer ${layer}` : 'The goal is never reached'),
  layersHeading: 'States per layer so far',
  layerRow: (layer: number, count: number) => `layer ${layer}: ${count}`,
  hoverHint: 'Point at a square to see the snake of the last state shown whose head stands there.',
  squareTitle: (count: number) => `${count} state${count === 1 ? '' : 's'} with the head here`,
} as const;

const n = (count: number) => count.toLocaleString('zh-CN');

export const searchViewTextZhCn: Translated<typeof searchViewText> = {
  show: '搜索',
  showTitle: '观看找到答案的搜索过程',
  hide: '隐藏搜索',
  heading: '搜索过程',
  loading: '正在记录搜索…',
  first: '第一个事件（Home）',
  back: '后退一步',
  play: '播放',
  pause: '暂停',
  forward: '前进一步',
  last: '最后一个事件',
  scrub: '搜索事件',
  speed: '搜索回放速度',
  stoppedShort: (kept) => `记录只保留了前 ${n(kept)} 个事件；搜索在此之后还在继续。`,
  dfsStep: (at, total, depth) => `第 ${at} / ${total} 个事件 · 路径长 ${depth} 步`,
  dfsNodes: (nodes, answer) => `共 ${n(nodes)} 个结点 · 答案 ${answer}`,
  cutAt: (rule) => `剪枝：${rule}`,
  standing: '小狗正在尝试这个格子',
  yesPath: '第一条 YES 路径',
  rulesHeading: '到目前为止的剪枝，按规则',
  whatIfHeading: '关掉一种剪枝会怎样？',
  whatIfPick: '要关闭的剪枝',
  whatIfRun: '比较',
  whatIfRunning: '正在运行两次搜索…',
  whatIfLine: (label, withNodes, without, over) =>
    `使用全部剪枝：${n(withNodes)} 个结点；不使用${label}：${over ? `超过 ${n(without)}` : n(without)} 个结点`,
  layerStep: (at, total, layer) => `第 ${at} / ${total} 个状态 · 第 ${layer} 层`,
  layerStates: (states, answer) => `共 ${n(states)} 个状态 · 答案 ${answer}`,
  goalLayer: (layer) => (layer >= 0 ? `在第 ${layer} 层到达目标` : '始终到达不了目标'),
  layersHeading: '到目前为止每层的状态数',
  layerRow: (layer, count) => `第 ${layer} 层：${count}`,
  hoverHint: '指向一个格子，可以看到已显示的状态中蛇头停在那里的最后一个状态里的蛇。',
  squareTitle: (count) => `蛇头在此的状态有 ${count} 个`,
};

/** The Search view's words in `language` (the view reads its own from the page). */
export function searchViewWords(language: Language): Translated<typeof searchViewText> {
  return pick({ en: searchViewText, 'zh-cn': searchViewTextZhCn }, language);
}
