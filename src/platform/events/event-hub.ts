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
  readonly #subscribers = new Set<Subscriber>();
  readonly #store: PostgresEventStore;
  readonly #connectionString: string;
  readonly #logger: Logger;
  readonly #runInContext: <T>(work: () => Promise<T>) => Promise<T>;
  #client: pg.Client | null = null;
  // Events are fetched one after another: streams skip ids at or below the last sent, so an event whose fetch
  // overtook an earlier one's (two events of one transaction) would hide that earlier one for good.
  readonly #fanOut = oneAtATime((id: number) => this.#onNotify(id));
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
        for (const subscriber of this.#subscribers) subscriber.resync();
      } catch (error) {
        this.#logger.warn({ err: error }, 'event listener reconnect failed');
        this.#reconnect();
      }
    }, 1000);
  }

  async #onNotify(id: number): Promise<void> {
    const interested = [...this.#subscribers];
    if (!interested.length) return;
    try {
      const event = await this.#runInContext(() => this.#store.byId(id));
      if (!event) return;
      for (const subscriber of interested)
        if (subscriber.accountId === event.accountId) subscriber.deliver(event);
    } catch (error) {
      this.#logger.error({ err: error, id }, 'event fan-out failed');
    }
  }

  get isListening(): boolean {
    return this.#client !== null;
  }

  subscribe(subscriber: Subscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retryTimer);
    await this.#client?.end().catch(() => {});
    this.#client = null;
  }
}

/**
 * Runs `work` for each call after the previous call's work has finished, in call order (a failure does not stop
 * the ones after it). LISTEN delivers notifications in commit order; this keeps that order through the fetch.
 */
export function oneAtATime<A>(work: (arg: A) => Promise<void>): (arg: A) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (arg) => {
    last = last.catch(() => {}).then(() => work(arg));
    return last;
  };
}
