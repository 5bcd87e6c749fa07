import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { OwnershipTransfer } from '../../domain/ownership-transfer.ts';
import type { OwnershipTransferRepository } from '../../ports/ownership-transfer-repository.ts';
import { OwnershipTransferSchema } from './ownership-transfer.mapping.ts';

const OPEN = ['offered', 'accepted'] as const;
const forUpdate = (lock?: boolean) => (lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});

export class MikroOrmOwnershipTransfers implements OwnershipTransferRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(transfer: OwnershipTransfer): Promise<void> {
    await this.#em().persist(transfer).flush();
  }

  openOfNumber(accountNumberId: number, options: { lock?: boolean } = {}) {
    return this.#em().findOne(
      OwnershipTransferSchema,
      { accountNumberId, status: { $in: [...OPEN] } },
      forUpdate(options.lock),
    );
  }

  latestOfNumber(accountNumberId: number, fromAccountId: number) {
    return this.#em().findOne(
      OwnershipTransferSchema,
      { accountNumberId, fromAccountId },
      { orderBy: { id: 'desc' } },
    );
  }

  byTokenHash(tokenHash: string, options: { lock?: boolean } = {}) {
    return this.#em().findOne(OwnershipTransferSchema, { tokenHash }, forUpdate(options.lock));
  }

  byId(id: number, options: { lock?: boolean } = {}) {
    return this.#em().findOne(OwnershipTransferSchema, { id }, forUpdate(options.lock));
  }

  async dueIds(today: string): Promise<number[]> {
    const rows = await this.#em().find(
      OwnershipTransferSchema,
      { status: 'accepted', movesOn: { $lte: today } },
      { fields: ['id'], orderBy: { id: 'asc' } },
    );
    return rows.map((row) => row.id);
  }

  expireLapsedOffers(now: Date): Promise<number> {
    return this.#em().nativeUpdate(
      OwnershipTransferSchema,
      { status: 'offered', expiresAt: { $lte: now } },
      { status: 'expired' },
    );
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
