import type { EntityManager } from '@mikro-orm/postgresql';
import type { InboundTransfer } from '../../domain/inbound-transfer.ts';
import type { InboundTransferRepository } from '../../ports/inbound-transfer-repository.ts';
import { InboundTransferSchema } from './porting.mapping.ts';

export class MikroOrmInboundTransfers implements InboundTransferRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(transfer: InboundTransfer): Promise<void> {
    await this.#em().persist(transfer).flush();
  }

  async byId(id: number): Promise<InboundTransfer | null> {
    return (await this.#em().findOne(InboundTransferSchema, { id })) as InboundTransfer | null;
  }

  async pendingOfAccount(accountId: number): Promise<InboundTransfer[]> {
    const rows = await this.#em().find(
      InboundTransferSchema,
      { accountId, status: 'pending' },
      { orderBy: { id: 'asc' } },
    );
    return rows as unknown as InboundTransfer[];
  }

  async markCompleted(transfer: InboundTransfer): Promise<boolean> {
    // A conditional update, so two completions at once give and charge once (the loser sees 0 rows).
    const changed = await this.#em().nativeUpdate(
      InboundTransferSchema,
      { id: transfer.id, status: 'pending' },
      { status: 'completed', completedAt: transfer.completedAt },
    );
    return changed === 1;
  }
}
