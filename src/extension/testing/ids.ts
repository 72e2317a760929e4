// The ids the judge's half of the extension registers, in one place: package.json names the
// same strings, and tests call the commands by these constants.
export const JudgeCommandId = {
  stressTest: 'holedox.stressTest',
  huntSlowCases: 'holedox.huntSlowCases',
  chooseSolution: 'holedox.chooseSolution',
  debugCase: 'holedox.debugCase',
} as const;

export const JUDGE_CONTROLLER_ID = 'holedox.judge';
/** Where a solution picked before picks were per puzzle is remembered (workspaceState): every puzzle's fallback. */
export const CHOSEN_SOLUTION_KEY = 'holedox.chosenSolution';
/** Where the solution picked for one puzzle format is remembered (workspaceState). */
export function chosenSolutionKey(format: string): string {
  return `${CHOSEN_SOLUTION_KEY}.${format}`;
}
export const PUZZLE_FILE_GLOB = '**/*.{holedox,tempter}';

/**
 * Set true by the browser's entry only (webExtension.ts), so the manifest's when-clauses hide
 * the judge's commands and walkthrough steps there. Not isWeb, which code-server sets even for
 * its Node extension host, where programs do run; and negative, so the desktop shows them
 * before the extension has activated, as it always did.
 */
export const PROGRAMS_UNAVAILABLE_CONTEXT = 'holedox.programsUnavailable';
/**
 * The context value of a case's failure message: package.json shows "Debug This Case" on its
 * row in the results list (its context menu), not floating over the diff.
 */
export const DEBUGGABLE_MESSAGE = 'holedox.debuggableCase';
