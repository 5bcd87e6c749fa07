import pg from 'pg';
import type { Logger } from 'pino';
import type { PostgresEventStore } from './event-store.ts';
import { EVENTS_CHANNEL, type LiveEvent } from './live-event.ts';

export interface Subscriber {
  accountId: number;
  deliver(event: LiveEvent): void;
  /** Called after the LISTEN connection was lost and re-established: fetch what was missed. */
  resync(): void;
}

/**
 * One LISTEN connection per process, fanning notifications out to that process's SSE clients.
 * Other processes have their own hub, so every process delivers every account's events.
 */
export class EventHub {
  /** Subscribers by account: an event is handed to its account's streams only, not checked against all. */
  readonly #subscribers = new Map<number, Set<Subscriber>>();
  readonly #store: PostgresEventStore;
  readonly #connectionString: string;
  readonly #logger: Logger;
  readonly #runInContext: <T>(work: () => Promise<T>) => Promise<T>;
  #client: pg.Client | null = null;
  // Events are fetched in notification (commit) order, never overlapping: ids that arrive while one fetch runs
  // are fetched together in the next (one query for a burst, not one per event; docs/adr/0079).
  readonly #fanOut = batchedInOrder((ids: number[]) => this.#onNotify(ids));
  #stopped = false;
  #retryTimer: NodeJS.Timeout | undefined;

  constructor(options: {
    store: PostgresEventStore;
    connectionString: string;
    logger: Logger;
    runInContext: <T>(work: () => Promise<T>) => Promise<T>;
  }) {
    this.#store = options.store;
    this.#connectionString = options.connectionString;
    this.#logger = options.logger;
    this.#runInContext = options.runInContext;
  }

  async start(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#connectionString,
      application_name: 'numberyard-events',
    });
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) void this.#fanOut(Number(message.payload));
    });
    client.on('error', (error) => {
      this.#logger.warn({ err: error }, 'event listener connection lost');
      this.#reconnect();
    });
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.#client = client;
  }

  #reconnect(): void {
    if (this.#stopped || this.#retryTimer) return;
    this.#client?.end().catch(() => {});
    this.#client = null;
    this.#retryTimer = setTimeout(async () => {
      this.#retryTimer = undefined;
      try {
        await this.start();
        for (const subscriber of this.#allSubscribers()) subscriber.resync();
      } catch (error) {
        this.#logger.warn({ err: error }, 'event listener reconnect failed');
        this.#reconnect();
      }
    }, 1000);
  }

  /** Fetches the notified events in one query, then hands each (in notification order) to its account's streams. */
  async #onNotify(ids: number[]): Promise<void> {
    if (!this.#subscribers.size) return;
    try {
      const events = new Map((await this.#runInContext(() => this.#store.byIds(ids))).map((e) => [e.id, e]));
      for (const id of ids) {
        const event = events.get(id);
        if (!event) continue;
        for (const subscriber of this.#subscribers.get(event.accountId) ?? []) subscriber.deliver(event);
      }
    } catch (error) {
      this.#logger.error({ err: error, ids }, 'event fan-out failed');
    }
  }

  *#allSubscribers(): Iterable<Subscriber> {
    for (const ofAccount of [...this.#subscribers.values()]) yield* [...ofAccount];
  }

  get isListening(): boolean {
    return this.#client !== null;
  }

  subscribe(subscriber: Subscriber): () => void {
    const ofAccount = this.#subscribers.get(subscriber.accountId) ?? new Set();
    this.#subscribers.set(subscriber.accountId, ofAccount.add(subscriber));
    return () => {
      ofAccount.delete(subscriber);
      if (!ofAccount.size && this.#subscribers.get(subscriber.accountId) === ofAccount)
        this.#subscribers.delete(subscriber.accountId);
    };
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retryTimer);
    await this.#client?.end().catch(() => {});
    this.#client = null;
  }
}

/**
 * Collects the arguments of calls and runs `work` on them in call order, one batch at a time: the calls made
 * while a batch runs form the next batch (a failed batch does not stop the ones after it). LISTEN delivers
 * notifications in commit order; this keeps that order through the fetch, with one fetch per burst.
 * Each call's promise settles when the batch holding it has been worked.
 */
export function batchedInOrder<A>(work: (args: A[]) => Promise<void>): (arg: A) => Promise<void> {
  let waiting: A[] = [];
  let next: Promise<void> | undefined;
  let last: Promise<void> = Promise.resolve();
  return (arg) => {
    waiting.push(arg);
    if (next) return next;
    next = last
      .catch(() => {})
      .then(() => {
        const batch = waiting;
        waiting = [];
        next = undefined;
        return work(batch);
      });
    last = next;
    return next;
  };
}
