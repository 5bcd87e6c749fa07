import type { MemberCaller } from '../http/caller.ts';

export interface WatchedStream {
  caller: MemberCaller;
  /** Its session or token no longer stands (or the check failed): say `ended` and close. */
  end(): void;
  /** Nothing said for a while: a comment line, so proxies keep the connection. */
  heartbeat(): void;
}

/**
 * The open event streams of one process, checked together: every `checkMs` one call asks which of their
 * sessions and tokens still stand (one query for all streams, not one per stream), and every `heartbeatMs`
 * each gets a heartbeat. One timer for the process, running only while a stream is open (docs/adr/0079).
 */
export class StreamWatch {
  readonly #streams = new Set<WatchedStream>();
  readonly #stillValid: (callers: MemberCaller[]) => Promise<boolean[]>;
  readonly #checkMs: number;
  readonly #heartbeatMs: number;
  #timer: NodeJS.Timeout | undefined;
  #quietMs = 0;

  constructor(options: {
    stillValid: (callers: MemberCaller[]) => Promise<boolean[]>;
    checkMs: number;
    heartbeatMs: number;
  }) {
    this.#stillValid = options.stillValid;
    this.#checkMs = options.checkMs;
    this.#heartbeatMs = options.heartbeatMs;
  }

  add(stream: WatchedStream): () => void {
    this.#streams.add(stream);
    this.#schedule();
    return () => {
      this.#streams.delete(stream);
      if (!this.#streams.size) {
        clearTimeout(this.#timer);
        this.#timer = undefined;
      }
    };
  }

  get size(): number {
    return this.#streams.size;
  }

  #schedule(): void {
    if (this.#timer || !this.#streams.size) return;
    const timer = setTimeout(async () => {
      await this.check();
      // Every stream closed during the check (the timer was cleared), and a new one may have started its own.
      if (this.#timer !== timer) return;
      this.#timer = undefined;
      this.#schedule();
    }, this.#checkMs);
    this.#timer = timer;
  }

  /** One check of every open stream (callers sharing a session or token asked once), then heartbeats when due. */
  async check(): Promise<void> {
    const streams = [...this.#streams];
    if (!streams.length) return;
    const byCredential = new Map<string, { caller: MemberCaller; streams: WatchedStream[] }>();
    for (const stream of streams) {
      const { via, credentialId, accountId, userId } = stream.caller;
      const key = `${via}:${credentialId}:${accountId}:${userId}`;
      const entry = byCredential.get(key) ?? { caller: stream.caller, streams: [] };
      entry.streams.push(stream);
      byCredential.set(key, entry);
    }
    const entries = [...byCredential.values()];
    // A failed check counts as ended: the browser reconnects, and a live session gets a new stream.
    const valid = await this.#stillValid(entries.map((entry) => entry.caller)).catch(() => []);
    const ended = entries.filter((_, i) => valid[i] !== true).flatMap((entry) => entry.streams);
    for (const stream of ended) {
      this.#streams.delete(stream);
      stream.end();
    }
    this.#quietMs += this.#checkMs;
    if (this.#quietMs < this.#heartbeatMs) return;
    this.#quietMs = 0;
    for (const stream of this.#streams) stream.heartbeat();
  }
}
