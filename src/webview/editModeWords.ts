// Edit mode's words, in English and 简体中文: a part of the catalogue (core/l10n/message.ts),
// plain data with no DOM, added and worded by the page in its language (pageLanguage.ts).
import type { Cell } from '../core/geometry';
import type { GridEdge } from '../core/gridEdit';
import type { Translation } from '../core/l10n/message';

const EDGES_EN: Readonly<Record<GridEdge, string>> = { top: 'Top', bottom: 'Bottom', left: 'Left', right: 'Right' };
const lineEn = (edge: GridEdge) => (edge === 'top' || edge === 'bottom' ? 'row' : 'column');

const en = {
  'edit-mode.toggle': () => 'Edit',
  'edit-mode.toggle-title': () => 'Edit the grid: each change is written into the file (undo with Ctrl+Z)',
  'edit-mode.toolbar': () => 'Grid edits',
  'edit-mode.hint': (a: { toggles: string; drags: string }) =>
    `Edit mode: click a square to add or remove a ${a.toggles}; ${a.drags}. Keys on the grid: arrows move the cursor, Space or Enter adds or removes a ${a.toggles}, Shift+arrow drags what is under the cursor one square, Esc leaves Edit mode.`,
  'edit-mode.grid-label': (a: { toggles: string }) =>
    `Editable grid: arrows move the cursor, Space toggles a ${a.toggles}, Shift+arrow drags`,
  'edit-mode.edge': (a: { edge: GridEdge }) => EDGES_EN[a.edge],
  'edit-mode.add-line': (a: { edge: GridEdge }) => `Add a ${lineEn(a.edge)} at the ${a.edge}`,
  'edit-mode.remove-line': (a: { edge: GridEdge }) => `Remove the ${lineEn(a.edge)} at the ${a.edge}`,
  'edit-mode.set': () => 'Set',
  'edit-mode.set-title': (a: { name: string }) => `Write this ${a.name} into the case's header`,
  'edit-mode.cursor': (a: { cell: Cell; holds: string }) => `Row ${a.cell.row}, column ${a.cell.col}: ${a.holds}.`,
  'edit-mode.refused': (a: { reason: string }) => `Refused: ${a.reason}`,
} as const;

const EDGES_ZH_CN: Readonly<Record<GridEdge, string>> = { top: '上', bottom: '下', left: '左', right: '右' };
const SIDES_ZH_CN: Readonly<Record<GridEdge, string>> = { top: '上边', bottom: '下边', left: '左边', right: '右边' };
const lineZhCn = (edge: GridEdge) => (edge === 'top' || edge === 'bottom' ? '行' : '列');

const zhCn: Translation<typeof en> = {
  'edit-mode.toggle': () => '编辑',
  'edit-mode.toggle-title': () => '编辑网格：每处改动都会写入文件（用 Ctrl+Z 撤销）',
  'edit-mode.toolbar': () => '网格编辑',
  'edit-mode.hint': (a) =>
    `编辑模式：点击格子可添加或移除${a.toggles}；${a.drags}。网格上的按键：方向键移动光标，空格或回车添加或移除${a.toggles}，Shift+方向键把光标下的东西拖动一格，Esc 退出编辑模式。`,
  'edit-mode.grid-label': (a) => `可编辑的网格：方向键移动光标，空格添加或移除${a.toggles}，Shift+方向键拖动`,
  'edit-mode.edge': (a) => EDGES_ZH_CN[a.edge],
  'edit-mode.add-line': (a) => `在${SIDES_ZH_CN[a.edge]}添加一${lineZhCn(a.edge)}`,
  'edit-mode.remove-line': (a) => `删除${SIDES_ZH_CN[a.edge]}的一${lineZhCn(a.edge)}`,
  'edit-mode.set': () => '设置',
  'edit-mode.set-title': (a) => `把这个 ${a.name} 写入用例的首行`,
  'edit-mode.cursor': (a) => `第 ${a.cell.row} 行，第 ${a.cell.col} 列：${a.holds}。`,
  'edit-mode.refused': (a) => `未写入：${a.reason}`,
};

/** Edit mode's part of the catalogue, added by the page (pageLanguage.ts). */
export const EDIT_MODE_WORDS = { en, 'zh-cn': zhCn };

declare module '../core/l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Edit mode's ids join the catalogue's
  interface Words extends EditModeWords {}
}
type EditModeWords = typeof en;
