/** The only source of "now" for domain rules, so expiry is tested with a fixed clock instead of sleeps. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and move forward. */
export class FixedClock implements Clock {
  #now: Date;
  constructor(start: Date | string) {
    this.#now = new Date(start);
  }
  now(): Date {
    return new Date(this.#now);
  }
  set(at: Date | string): void {
    this.#now = new Date(at);
  }
  advance(ms: number): void {
    this.#now = new Date(this.#now.getTime() + ms);
  }
}
