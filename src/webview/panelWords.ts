// The panel's own words, in English and 简体中文: a part of the catalogue (core/l10n/message.ts).
// Plain data, so the host (the page's first hint, panelHtml.ts) and the webview share it; the
// webview adds it and words it in the page's language (pageLanguage.ts).
import type { Translation } from '../core/l10n/message';

const en = {
  'panel.open-file': (a: { extensions: string }) => `Open a ${a.extensions} file to see its cases.`,
  'panel.solve-all': () => 'Solve all cases',
  'panel.solve-all-title': () => 'Holedox: Solve (writes the judge output)',
  'panel.no-cases': () => 'This file has no cases yet.',
  'panel.expects-mismatch': (a: { file: string; answer: string; ours: string }) => `✗ ${a.file} expects ${a.answer}; ours is ${a.ours}`,
  'panel.expects-match': (a: { file: string; answer: string }) => `✓ ${a.file} expects ${a.answer}, as we answer`,
  'panel.expects': (a: { file: string; answer: string }) => `${a.file} expects ${a.answer}`,
  'panel.case-picker': () => 'Case ',
  'panel.not-solvable-option': (a: { label: string }) => `${a.label} · ⚠ not solvable`,
  'panel.program-no-answer': () => 'your program gave no answer',
  'panel.program-answered': (a: { answer: string }) => `your program answered ${a.answer}`,
  'panel.case-label': (a: { number: number }) => `Case ${a.number}`,
  'panel.study-tools': () => 'Playback and study tools',
  'panel.first': () => 'First position (Home)',
  'panel.back': () => 'Step back (←)',
  'panel.play': () => 'Play (Space)',
  'panel.pause': () => 'Pause (Space)',
  'panel.forward': () => 'Step forward (→)',
  'panel.last': () => 'Last position (End)',
  'panel.speed': () => 'Playback speed',
  'panel.heatmap': () => 'Heatmap',
  'panel.heatmap-title': () => 'Show where the search spent its effort (H)',
  'panel.no-search-needed': (a: { why: string }) => `No search was needed: ${a.why}`,
  'panel.no-search-counts': () => 'No search counts for this case yet',
  'panel.export-svg': () => 'Export SVG',
  'panel.export-svg-title': () => 'Holedox: Export Case as SVG',
  'panel.keys': () =>
    'Click a square to show where the file defines it; drag to pan, wheel or pinch to zoom. Keys: ← → step, Space play or pause, Home / End, H heatmap, + − zoom, 0 fit.',
  'panel.region-legend': (a: { label: string; count: number }) => `${a.label} (${a.count})`,
  'panel.heat-legend': (a: { search: string }) => `heatmap: ${a.search}; the number is how many stood on the square`,
  'panel.heat-legend-no-search': (a: { search: string }) => `heatmap: no search was needed (${a.search})`,
  'panel.no-problems': () => 'No problems',
  'panel.problems': (a: { count: number }) => `Problems (${a.count})`,
  'panel.more-problems': (a: { count: number }) => `… and ${a.count} more in the Problems view`,
  'panel.not-solved': () => 'Not solved yet.',
  'panel.solving': () => 'Solving…',
  'panel.not-solvable': (a: { why: string }) => `Not solvable as written: ${a.why}`,
  'panel.zoom': () => 'Zoom',
  'panel.zoom-in': () => 'Zoom in (+)',
  'panel.zoom-out': () => 'Zoom out (−)',
  'panel.fit': () => 'Fit',
  'panel.fit-title': () => 'Fit to the panel (0)',
} as const;

const zhCn: Translation<typeof en> = {
  'panel.open-file': (a) => `打开一个 ${a.extensions} 文件以查看其中的用例。`,
  'panel.solve-all': () => '求解全部用例',
  'panel.solve-all-title': () => 'Holedox：求解（写出评测输出）',
  'panel.no-cases': () => '此文件还没有用例。',
  'panel.expects-mismatch': (a) => `✗ ${a.file} 期望 ${a.answer}；我们的答案是 ${a.ours}`,
  'panel.expects-match': (a) => `✓ ${a.file} 期望 ${a.answer}，与我们的答案相同`,
  'panel.expects': (a) => `${a.file} 期望 ${a.answer}`,
  'panel.case-picker': () => '用例 ',
  'panel.not-solvable-option': (a) => `${a.label} · ⚠ 无法求解`,
  'panel.program-no-answer': () => '你的程序没有给出答案',
  'panel.program-answered': (a) => `你的程序输出 ${a.answer}`,
  'panel.case-label': (a) => `用例 ${a.number}`,
  'panel.study-tools': () => '回放与分析工具',
  'panel.first': () => '第一步（Home）',
  'panel.back': () => '后退一步（←）',
  'panel.play': () => '播放（空格）',
  'panel.pause': () => '暂停（空格）',
  'panel.forward': () => '前进一步（→）',
  'panel.last': () => '最后一步（End）',
  'panel.speed': () => '播放速度',
  'panel.heatmap': () => '热力图',
  'panel.heatmap-title': () => '显示搜索在哪些格子上花了功夫（H）',
  'panel.no-search-needed': (a) => `无需搜索：${a.why}`,
  'panel.no-search-counts': () => '此用例还没有搜索计数',
  'panel.export-svg': () => '导出 SVG',
  'panel.export-svg-title': () => 'Holedox：将用例导出为 SVG',
  'panel.keys': () =>
    '点击格子可跳到文件中定义它的位置；拖动平移，滚轮或双指缩放。按键：← → 单步，空格 播放或暂停，Home / End，H 热力图，+ − 缩放，0 显示全图。',
  'panel.region-legend': (a) => `${a.label}（${a.count}）`,
  'panel.heat-legend': (a) => `热力图：${a.search}；数字是站上该格的次数`,
  'panel.heat-legend-no-search': (a) => `热力图：无需搜索（${a.search}）`,
  'panel.no-problems': () => '没有问题',
  'panel.problems': (a) => `问题（${a.count}）`,
  'panel.more-problems': (a) => `…… 另有 ${a.count} 处，见“问题”视图`,
  'panel.not-solved': () => '尚未求解。',
  'panel.solving': () => '正在求解…',
  'panel.not-solvable': (a) => `按现在的写法无法求解：${a.why}`,
  'panel.zoom': () => '缩放',
  'panel.zoom-in': () => '放大（+）',
  'panel.zoom-out': () => '缩小（−）',
  'panel.fit': () => '全图',
  'panel.fit-title': () => '缩放到整个网格都在面板里（0）',
};

/** The panel's part of the catalogue, added by the page (pageLanguage.ts) and by the host's panelHtml.ts. */
export const PANEL_WORDS = { en, 'zh-cn': zhCn };

declare module '../core/l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the panel's ids join the catalogue's
  interface Words extends PanelWords {}
}
type PanelWords = typeof en;
