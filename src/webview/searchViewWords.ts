// The Search view's words, in English and 简体中文: a part of the catalogue (core/l10n/message.ts),
// plain data with no DOM, added and worded by the page in its language (pageLanguage.ts).
import type { Translation } from '../core/l10n/message';

const en = {
  'search-view.show': () => 'Search',
  'search-view.show-title': () => 'Watch the search that found the answer',
  'search-view.hide': () => 'Hide search',
  'search-view.heading': () => 'The search',
  'search-view.loading': () => 'Recording the search…',
  'search-view.first': () => 'First event (Home)',
  'search-view.back': () => 'Step back',
  'search-view.play': () => 'Play',
  'search-view.pause': () => 'Pause',
  'search-view.forward': () => 'Step forward',
  'search-view.last': () => 'Last event',
  'search-view.scrub': () => 'Search event',
  'search-view.speed': () => 'Search playback speed',
  'search-view.stopped-short': (a: { kept: number }) =>
    `The trace keeps the first ${a.kept.toLocaleString('en')} events; the search went on past them.`,
  'search-view.dfs-step': (a: { at: number; total: number; depth: number }) => `Event ${a.at} of ${a.total} · path of ${a.depth} moves`,
  'search-view.dfs-nodes': (a: { nodes: number; answer: string }) => `${a.nodes.toLocaleString('en')} nodes in all · answer ${a.answer}`,
  'search-view.cut-at': (a: { rule: string }) => `Cut: ${a.rule}`,
  'search-view.standing': () => 'The dog tries this square',
  'search-view.yes-path': () => 'The first YES path',
  'search-view.rules-heading': () => 'Cuts so far, by rule',
  'search-view.what-if-heading': () => 'What if',
  'search-view.what-if-pick': () => 'Pruning to switch off',
  'search-view.what-if-run': () => 'Compare',
  'search-view.what-if-running': () => 'Running both searches…',
  'search-view.what-if-line': (a: { label: string; withNodes: number; without: number; over: boolean }) =>
    `with every pruning: ${a.withNodes.toLocaleString('en')} nodes; without ${a.label}: ${a.over ? `more than ${a.without.toLocaleString('en')}` : a.without.toLocaleString('en')} nodes`,
  'search-view.layer-step': (a: { at: number; total: number; layer: number }) => `State ${a.at} of ${a.total} · layer ${a.layer}`,
  'search-view.layer-states': (a: { states: number; answer: string }) =>
    `${a.states.toLocaleString('en')} states in all · answer ${a.answer}`,
  'search-view.goal-layer': (a: { layer: number }) =>
    a.layer >= 0 ? `The goal is reached in layer ${a.layer}` : 'The goal is never reached',
  'search-view.layers-heading': () => 'States per layer so far',
  'search-view.layer-row': (a: { layer: number; count: number }) => `layer ${a.layer}: ${a.count}`,
  'search-view.hover-hint': () => 'Point at a square to see the snake of the last state shown whose head stands there.',
  'search-view.square-title': (a: { count: number }) => `${a.count} state${a.count === 1 ? '' : 's'} with the head here`,
} as const;

const n = (count: number) => count.toLocaleString('zh-CN');

const zhCn: Translation<typeof en> = {
  'search-view.show': () => '搜索',
  'search-view.show-title': () => '观看找到答案的搜索过程',
  'search-view.hide': () => '隐藏搜索',
  'search-view.heading': () => '搜索过程',
  'search-view.loading': () => '正在记录搜索…',
  'search-view.first': () => '第一个事件（Home）',
  'search-view.back': () => '后退一步',
  'search-view.play': () => '播放',
  'search-view.pause': () => '暂停',
  'search-view.forward': () => '前进一步',
  'search-view.last': () => '最后一个事件',
  'search-view.scrub': () => '搜索事件',
  'search-view.speed': () => '搜索回放速度',
  'search-view.stopped-short': (a) => `记录只保留了前 ${n(a.kept)} 个事件；搜索在此之后还在继续。`,
  'search-view.dfs-step': (a) => `第 ${a.at} / ${a.total} 个事件 · 路径长 ${a.depth} 步`,
  'search-view.dfs-nodes': (a) => `共 ${n(a.nodes)} 个结点 · 答案 ${a.answer}`,
  'search-view.cut-at': (a) => `剪枝：${a.rule}`,
  'search-view.standing': () => '小狗正在尝试这个格子',
  'search-view.yes-path': () => '第一条 YES 路径',
  'search-view.rules-heading': () => '到目前为止的剪枝，按规则',
  'search-view.what-if-heading': () => '关掉一种剪枝会怎样？',
  'search-view.what-if-pick': () => '要关闭的剪枝',
  'search-view.what-if-run': () => '比较',
  'search-view.what-if-running': () => '正在运行两次搜索…',
  'search-view.what-if-line': (a) =>
    `使用全部剪枝：${n(a.withNodes)} 个结点；不使用${a.label}：${a.over ? `超过 ${n(a.without)}` : n(a.without)} 个结点`,
  'search-view.layer-step': (a) => `第 ${a.at} / ${a.total} 个状态 · 第 ${a.layer} 层`,
  'search-view.layer-states': (a) => `共 ${n(a.states)} 个状态 · 答案 ${a.answer}`,
  'search-view.goal-layer': (a) => (a.layer >= 0 ? `在第 ${a.layer} 层到达目标` : '始终到达不了目标'),
  'search-view.layers-heading': () => '到目前为止每层的状态数',
  'search-view.layer-row': (a) => `第 ${a.layer} 层：${a.count}`,
  'search-view.hover-hint': () => '指向一个格子，可以看到已显示的状态中蛇头停在那里的最后一个状态里的蛇。',
  'search-view.square-title': (a) => `蛇头在此的状态有 ${a.count} 个`,
};

/** The Search view's part of the catalogue, added by the page (pageLanguage.ts). */
export const SEARCH_VIEW_WORDS = { en, 'zh-cn': zhCn };

declare module '../core/l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the Search view's ids join the catalogue's
  interface Words extends SearchViewWords {}
}
type SearchViewWords = typeof en;
