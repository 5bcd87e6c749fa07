import type { EntityManager } from '@mikro-orm/postgresql';
import type { KnownNegotiations } from '../../ports/known-negotiations.ts';
import { NegotiationSchema } from './negotiation.mapping.ts';

/** A lead's negotiationId must name a row of offers.negotiation (docs/adr/0052). */
export function mikroOrmKnownNegotiations(em: () => EntityManager): KnownNegotiations {
  return {
    exists: async (negotiationId) => (await em().count(NegotiationSchema, { id: negotiationId })) > 0,
  };
}
