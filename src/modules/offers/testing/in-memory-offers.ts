import type { ListQuery } from '../../../shared/list-query.ts';
import type { ListedPrices } from '../../../shared/listing-rules.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { AgentLead } from '../domain/agent-lead.ts';
import type { AgentLeadRepository } from '../ports/agent-lead-repository.ts';
import type { ListedNumbers } from '../ports/listed-numbers.ts';
import type { SalesTeams } from '../ports/sales-teams.ts';

export class InMemoryAgentLeads implements AgentLeadRepository {
  readonly rows: AgentLead[] = [];

  async add(lead: AgentLead): Promise<void> {
    lead.id = this.rows.length + 1;
    this.rows.push(lead);
  }

  /** Newest first, one page; filters are the database's job (integration tests cover them). */
  async list(query: ListQuery) {
    const newest = [...this.rows].reverse();
    return { data: newest.slice(query.offset, query.offset + query.limit), total: newest.length };
  }

  async lockById(id: number) {
    return this.rows.find((lead) => lead.id === id) ?? null;
  }

  async flush(): Promise<void> {}
}

/** A number on offer: for sale at $12,000 with no licence unless told otherwise. */
export function listedNumber(changes: Partial<{ tn: string } & ListedPrices> = {}) {
  return {
    tn: '+12012340100',
    priceCents: 1_200_000,
    licenseOneTimeCents: null,
    licenseMonthlyCents: null,
    ...changes,
  };
}

/** The catalog's numbers on offer, from a list; found however the number is typed, as the catalog does. */
export function listedNumbersOf(...numbers: Array<ReturnType<typeof listedNumber>>): ListedNumbers {
  return {
    findAvailableNumber: async (tn) =>
      numbers.find((number) => number.tn === PhoneNumber.tryParse(tn)?.e164) ?? null,
  };
}

export const testSalesTeams: SalesTeams = {
  salesTeam: (brandingId) =>
    brandingId === 2
      ? { brandName: 'Numberyard Business', email: 'sales@business.numberyard.test' }
      : { brandName: 'Numberyard', email: 'sales@numberyard.test' },
};
