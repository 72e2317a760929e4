import type { Containment, ContainmentUsage, OutsideHandle } from './index';
import { killGroup, preludeShell, RUN_TOKEN_VARIABLE } from './processes';

/** The process group alone: what macOS and Windows give without privileges. A child that leaves the group escapes. */
export class GroupOnly implements Containment {
  readonly level = 'group' as const;
  readonly environment: Record<string, string>;
  readonly handle: OutsideHandle;
  private pid: number | undefined;

  constructor(token: string) {
    this.environment = { [RUN_TOKEN_VARIABLE]: token };
    this.handle = { token, cgroupProcs: [] };
  }
  wrap(command: readonly string[], prelude: string): string[] {
    return preludeShell(command, prelude);
  }
  started(pid: number): void {
    this.pid = pid;
    this.handle.pid = pid;
  }
  members(): number[] {
    return [];
  }
  usage(): ContainmentUsage {
    return { cpuMs: undefined, memoryKb: undefined, peakMemoryKb: undefined, hitHardCap: false };
  }
  killAll(): void {
    if (this.pid !== undefined) killGroup(this.pid);
  }
  dispose(): void {}
}
