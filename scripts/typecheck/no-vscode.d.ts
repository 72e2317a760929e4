// What `vscode` resolves to when src/core is type-checked (tsconfig.core.json): nothing, so
// any use of the VS Code API in the core fails to compile.
export declare const vscodeIsNotAvailableInCore: never;
