// The panel's façade: what the rest of the extension imports of it.
export { PANEL_VIEW_TYPE, PuzzlePanel } from './puzzlePanel';
