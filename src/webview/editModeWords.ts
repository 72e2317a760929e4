// Edit mode's words, in English and 简体中文: plain data, no DOM, so the unit tests hold the two
// tables to the same keys; the mode reads the page's language (pageLanguage.ts).
import type { Cell } from '../core/geometry';
import type { GridEdge } from '../core/gridEdit';
import { pick, type Language, type Translated } from '../core/l10n/message';

/** Every word the Edit mode shows, in one place for the catalogue. */
export const editModeText = {
  toggle: 'Edit',
  toggleTitle: 'Edit the grid: each change is written into the file (undo with Ctrl+Z)',
  toolbar: 'Grid edits',
  hint: (toggles: string, drags: string) =>
    `Edit mode: click a square to add or remove a ${toggles}; ${drags}. Keys on the grid: arrows move the cursor, Space or Enter adds or removes a ${toggles}, Shift+arrow drags what is under the cursor one square, Esc leaves Edit mode.`,
  gridLabel: (toggles: string) => `Editable grid: arrows move the cursor, Space toggles a ${toggles}, Shift+arrow drags`,
  edges: { top: 'Top', bottom: 'Bottom', left: 'Left', right: 'Right' } satisfies Record<GridEdge, string>,
  addLine: (edge: GridEdge) => `Add a ${edge === 'top' || edge === 'bottom' ? 'row' : 'column'} at the ${edge}`,
  removeLine: (edge: GridEdge) => `Remove the ${edge === 'top' || edge === 'bottom' ? 'row' : 'column'} at the ${edge}`,
  set: 'Set',
  setTitle: (name: string) => `Write this ${name} into the case's header`,
  cursor: (cell: Cell, holds: string) => `Row ${cell.row}, column ${cell.col}: ${holds}.`,
  refused: (reason: string) => `Refused: ${reason}`,
} as const;

const SIDES_ZH_CN: Readonly<Record<GridEdge, string>> = { top: '上边', bottom: '下边', left: '左边', right: '右边' };
const lineZhCn = (edge: GridEdge) => (edge === 'top' || edge === 'bottom' ? '行' : '列');

export const editModeTextZhCn: Translated<typeof editModeText> = {
  toggle: '编辑',
  toggleTitle: '编辑网格：每处改动都会写入文件（用 Ctrl+Z 撤销）',
  toolbar: '网格编辑',
  hint: (toggles, drags) =>
    `编辑模式：点击格子可添加或移除${toggles}；${drags}。网格上的按键：方向键移动光标，空格或回车添加或移除${toggles}，Shift+方向键把光标下的东西拖动一格，Esc 退出编辑模式。`,
  gridLabel: (toggles) => `可编辑的网格：方向键移动光标，空格添加或移除${toggles}，Shift+方向键拖动`,
  edges: { top: '上', bottom: '下', left: '左', right: '右' },
  addLine: (edge) => `在${SIDES_ZH_CN[edge]}添加一${lineZhCn(edge)}`,
  removeLine: (edge) => `删除${SIDES_ZH_CN[edge]}的一${lineZhCn(edge)}`,
  set: '设置',
  setTitle: (name) => `把这个 ${name} 写入用例的首行`,
  cursor: (cell, holds) => `第 ${cell.row} 行，第 ${cell.col} 列：${holds}。`,
  refused: (reason) => `未写入：${reason}`,
};

/** Edit mode's words in `language` (the mode reads its own from the page). */
export function editModeWords(language: Language): Translated<typeof editModeText> {
  return pick({ en: editModeText, 'zh-cn': editModeTextZhCn }, language);
}
