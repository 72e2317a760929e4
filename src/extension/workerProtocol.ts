// The verdict engine's worker protocol lives in src/verdicts/workerProtocol.ts; this path stays
// only while src/extension/judge/ still imports it here. Delete it once that import moves.
export type * from '../verdicts/workerProtocol';
