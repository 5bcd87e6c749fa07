/** The last `capacity` ids seen, in a set with first-in-first-out eviction. */
export class RecentIds {
  readonly #capacity: number;
  readonly #ids = new Set<number>();

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  has(id: number): boolean {
    return this.#ids.has(id);
  }

  /** Adds the id; answers false when it was already there (a repeat). */
  add(id: number): boolean {
    if (this.#ids.has(id)) return false;
    this.#ids.add(id);
    if (this.#ids.size > this.#capacity) {
      const oldest = this.#ids.values().next().value;
      if (oldest !== undefined) this.#ids.delete(oldest);
    }
    return true;
  }
}
