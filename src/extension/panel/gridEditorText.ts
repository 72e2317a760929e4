// The host's words for an Edit mode change, in English and 简体中文: plain data, no `vscode`, so the
// unit tests hold the two tables to the same keys.
import { pick, type Language, type Translated } from '../../core/l10n/message';

/** The host's own words for an Edit mode change; the format words the rest. */
export const gridEditorTextEn = {
  gone: (caseNumber: number) => `Case ${caseNumber} is no longer in the file: nothing written.`,
  otherFile: 'The panel shows another file now: nothing written.',
  notApplied: 'VS Code did not apply the edit (is the file read-only?): nothing written.',
  changed: (caseNumber: number) => `The file changed since the panel drew case ${caseNumber}: nothing written. Here it is as it is now.`,
} as const;

export const gridEditorTextZhCn: Translated<typeof gridEditorTextEn> = {
  gone: (caseNumber) => `用例 ${caseNumber} 已不在文件中：什么也没有写入。`,
  otherFile: '面板现在显示的是另一个文件：什么也没有写入。',
  notApplied: 'VS Code 没有应用这次编辑（文件是只读的吗？）：什么也没有写入。',
  changed: (caseNumber) => `面板画出用例 ${caseNumber} 之后文件已有改动：什么也没有写入。现在显示的是它当前的样子。`,
};

export type GridEditorWords = Translated<typeof gridEditorTextEn>;

/** The host's Edit mode words in `language`. */
export function gridEditorText(language: Language): GridEditorWords {
  return pick({ en: gridEditorTextEn, 'zh-cn': gridEditorTextZhCn }, language);
}
