import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProcessedCarrierEvents } from '../../ports/processed-carrier-events.ts';

/** The event id is the primary key: a redelivery, even a concurrent one, inserts nothing. */
export class MikroOrmProcessedCarrierEvents implements ProcessedCarrierEvents {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async markProcessed(eventId: string, type: string, now: Date): Promise<boolean> {
    const inserted = await this.#em().execute<{ event_id: string }[]>(
      `insert into porting.processed_carrier_event (event_id, type, processed_at) values (?, ?, ?)
       on conflict (event_id) do nothing returning event_id`,
      [eventId, type, now],
    );
    return inserted.length === 1;
  }
}
