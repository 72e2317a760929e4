// The playback clock: which move the panel shows, whether it is advancing by itself, and how
// fast. Timing is pure functions of the solution's length and the speed, tested in Node.

export const SPEEDS = [1, 2, 4, 8] as const;
/** A whole solution plays in about this long at 1×: 93 moves take 16 s, not 56. */
const PLAY_TARGET_MS = 16_000;
/** But one move never takes longer than this (short solutions stay lively)… */
const SLOWEST_MOVE_MS = 500;
/** …nor less than this at 1× (long solutions stay followable). */
const FASTEST_MOVE_MS = 120;
/** The longest a piece glides between two squares, and its glide when stepped by hand. */
const GLIDE_MS = 180;

/** Milliseconds between moves for a solution of `total` moves at `speed`. */
export function moveInterval(total: number, speed: number): number {
  const atOne = Math.min(SLOWEST_MOVE_MS, Math.max(FASTEST_MOVE_MS, PLAY_TARGET_MS / Math.max(1, total)));
  return atOne / Math.max(1, speed);
}

/**
 * How long a piece glides into its new square: most of a move's interval while playing (so it
 * lands before the next move), GLIDE_MS when stepped by hand, none when the reader asked for
 * reduced motion or a move lasts too short a time to see a glide.
 */
export function glideMs(playing: boolean, interval: number, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  if (!playing) return GLIDE_MS;
  const glide = Math.min(GLIDE_MS, Math.round(interval * 0.8));
  return glide < 30 ? 0 : glide;
}

/** The timer the playback runs on; the browser's by default, a fake one in tests. */
export interface PlaybackClock {
  every(ms: number, tick: () => void): () => void;
}

const browserClock: PlaybackClock = {
  every(ms, tick) {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

export class Playback {
  step = 0;
  total = 0;
  speed: number = SPEEDS[0];
  private stop: (() => void) | undefined;

  constructor(
    private readonly changed: () => void,
    private readonly clock: PlaybackClock = browserClock,
  ) {}

  get playing(): boolean {
    return this.stop !== undefined;
  }

  /** Milliseconds between moves at the current speed. */
  get interval(): number {
    return moveInterval(this.total, this.speed);
  }

  /** A new solution: stop and stand at `step`. */
  load(total: number, step: number): void {
    this.pause();
    this.total = total;
    this.step = Math.max(0, Math.min(step, total));
  }

  go(step: number): void {
    const next = Math.max(0, Math.min(step, this.total));
    if (next === this.step) return;
    this.step = next;
    this.changed();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
    this.changed();
  }

  setSpeed(speed: number): void {
    this.speed = speed;
    if (this.playing) {
      this.pause();
      this.play();
    }
    this.changed();
  }

  pause(): void {
    this.stop?.();
    this.stop = undefined;
  }

  private play(): void {
    if (this.total === 0) return;
    // Play from the start when standing at the end, as media players do.
    if (this.step >= this.total) this.step = 0;
    this.stop = this.clock.every(this.interval, () => {
      this.step = Math.min(this.step + 1, this.total);
      if (this.step >= this.total) this.pause();
      this.changed();
    });
  }
}
