import { type EntityManager, type FilterQuery, LockMode } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { AgentLead } from '../../domain/agent-lead.ts';
import type { AgentLeadRepository } from '../../ports/agent-lead-repository.ts';
import { AgentLeadSchema } from './offers.mapping.ts';

export class MikroOrmAgentLeadRepository implements AgentLeadRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(lead: AgentLead): Promise<void> {
    // Flushed now, not at commit: the sales mail written next in the transaction quotes the lead's id.
    await this.#em().persist(lead).flush();
  }

  async list(query: ListQuery) {
    const [data, total] = await this.#em().findAndCount(
      AgentLeadSchema,
      query.where as FilterQuery<AgentLead>,
      // The id breaks ties, so pages never repeat or skip a lead created in the same instant.
      { orderBy: { ...query.orderBy, id: 'desc' }, limit: query.limit, offset: query.offset },
    );
    return { data, total };
  }

  /** Leads not closed yet (the admin home's count). */
  countOpen(): Promise<number> {
    return this.#em().count(AgentLeadSchema, { status: 'open' });
  }

  lockById(id: number) {
    return this.#em().findOne(AgentLeadSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
