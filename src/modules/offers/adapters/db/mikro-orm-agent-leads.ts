import type { EntityManager } from '@mikro-orm/postgresql';
import type { AgentLead } from '../../domain/agent-lead.ts';
import type { AgentLeadRepository } from '../../ports/agent-lead-repository.ts';

export class MikroOrmAgentLeadRepository implements AgentLeadRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(lead: AgentLead): Promise<void> {
    // Flushed now, not at commit: the sales mail written next in the transaction quotes the lead's id.
    await this.#em().persist(lead).flush();
  }
}
