import { type Clock, systemClock } from './clock.ts';

/**
 * Development only (DEV_TOOLS): the system clock moved forward by an offset, so a developer or a browser test
 * can see what a hold or an expiry does without waiting (POST /api/dev/clock, docs/adr/0068). The offset lives in
 * this process: a worker in another process keeps its own time.
 */
export class DevClock implements Clock {
  readonly #base: Clock;
  #offsetMs = 0;

  constructor(base: Clock = systemClock) {
    this.#base = base;
  }

  now(): Date {
    return new Date(this.#base.now().getTime() + this.#offsetMs);
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  reset(): void {
    this.#offsetMs = 0;
  }
}
