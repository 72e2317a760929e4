// What the browser's entry says of a judge command, in English and 简体中文: plain data, no
// `vscode`, so the unit tests hold the two tables to the same keys.
import { pick, type Language, type Translated } from '../core/l10n/message';

/** The words the browser's entry shows, in one table for the catalogue. */
export const desktopOnlyTextEn = {
  stressTest:
    'Holedox: stress testing needs the desktop editor, where your program can run. In the browser, Holedox solves, checks and draws puzzles.',
  chooseSolution:
    'Holedox: judging your solution needs the desktop editor, where your program can run. In the browser, Holedox solves, checks and draws puzzles.',
} as const;

export const desktopOnlyTextZhCn: Translated<typeof desktopOnlyTextEn> = {
  stressTest: 'Holedox：对拍需要桌面版编辑器，你的程序只能在那里运行。在浏览器中，Holedox 可以求解、检查和绘制谜题。',
  chooseSolution: 'Holedox：评测你的程序需要桌面版编辑器，程序只能在那里运行。在浏览器中，Holedox 可以求解、检查和绘制谜题。',
};

/** The browser's judge-command words in `language`. */
export function desktopOnlyText(language: Language): Translated<typeof desktopOnlyTextEn> {
  return pick({ en: desktopOnlyTextEn, 'zh-cn': desktopOnlyTextZhCn }, language);
}
