// The playback clock: which move the panel shows, and whether it is advancing by itself.

export const SPEEDS = [0.5, 1, 2, 4] as const;
/** Milliseconds per move at 1×. */
const BASE_INTERVAL = 600;

export class Playback {
  step = 0;
  total = 0;
  speed = 1;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly changed: () => void) {}

  get playing(): boolean {
    return this.timer !== undefined;
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
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  private play(): void {
    if (this.total === 0) return;
    // Play from the start when standing at the end, as media players do.
    if (this.step >= this.total) this.step = 0;
    this.timer = setInterval(() => {
      this.step = Math.min(this.step + 1, this.total);
      if (this.step >= this.total) this.pause();
      this.changed();
    }, BASE_INTERVAL / this.speed);
  }
}
