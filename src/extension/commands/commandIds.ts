import { JudgeCommandId } from '../testing/ids';

/**
 * Every command id the extension registers or runs, in one place. package.json declares the
 * same ids (a unit test holds the two lists equal), so a rename is one edit here and one there.
 */
export const COMMANDS = {
  ...JudgeCommandId,
  solve: 'holedox.solve',
  showPanel: 'holedox.showPanel',
  showPanelToSide: 'holedox.showPanelToSide',
  togglePanelLock: 'holedox.togglePanelLock',
  showOutput: 'holedox.showOutput',
  checkAnswers: 'holedox.checkAnswers',
  newRandomCase: 'holedox.newRandomCase',
  exportSvg: 'holedox.exportSvg',
  copyJudgeOutput: 'holedox.copyJudgeOutput',
  saveExpectedOutput: 'holedox.saveExpectedOutput',
  togglePlayback: 'holedox.togglePlayback',
  toggleHeatmap: 'holedox.toggleHeatmap',
  goToCase: 'holedox.goToCase',
  openSample: 'holedox.openSample',
} as const;
