import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { Listing } from '../../domain/listing.ts';
import type { ManualVerification } from '../../domain/manual-verification.ts';
import type { ManualVerifications } from '../../ports/manual-verifications.ts';
import { ListingSchema } from './brokerage.mapping.ts';
import { ManualVerificationSchema } from './verification.mapping.ts';

export class MikroOrmManualVerifications implements ManualVerifications {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  latest(brokerAccountId: number, tn: string): Promise<ManualVerification | null> {
    return this.#em().findOne(
      ManualVerificationSchema,
      { brokerAccountId, tn, verifiedDate: null },
      { orderBy: { id: 'desc' } },
    );
  }

  async add(verification: ManualVerification): Promise<void> {
    await this.#em().persist(verification).flush();
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }

  async due(
    brokerAccountId: number,
    query: { dueBefore: Date; tn?: string; isListed?: boolean; limit: number; offset: number },
  ): Promise<{ data: Listing[]; total: number }> {
    const where: FilterQuery<Listing> = {
      brokerAccountId,
      type: 'offnet',
      $or: [{ verifiedUntilDate: null }, { verifiedUntilDate: { $lt: query.dueBefore } }],
      ...(query.tn ? { tn: { $like: `%${query.tn.replace(/[\\%_]/g, '\\$&')}%` } } : {}),
      ...(query.isListed === undefined ? {} : { isListed: query.isListed }),
    };
    const [data, total] = await this.#em().findAndCount(ListingSchema, where, {
      orderBy: [{ verifiedUntilDate: 'asc nulls first' }, { tn: 'asc' }],
      limit: query.limit,
      offset: query.offset,
    });
    return { data, total };
  }

  lapsed(now: Date, afterId: number, limit: number): Promise<Listing[]> {
    return this.#em().find(
      ListingSchema,
      { type: 'offnet', isListed: true, verifiedUntilDate: { $lte: now }, id: { $gt: afterId } },
      { orderBy: { id: 'asc' }, limit },
    );
  }
}
