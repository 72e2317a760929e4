// What `vscode` resolves to when src/core is type-checked (tsconfig.core.json): a script, not a
// module, so any import of it — `import * as vscode`, `import type`, a named import — fails
// with "is not a module" (TS2306), used or not.
