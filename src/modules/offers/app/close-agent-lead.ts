import type { Clock } from '../../../platform/clock/clock.ts';
import { LeadNotFound } from '../domain/offers.errors.ts';
import type { AgentLeadRepository } from '../ports/agent-lead-repository.ts';
import type { LeadAudit } from '../ports/lead-audit.ts';
import { type AgentLeadView, toAgentLeadView } from './agent-lead-view.ts';

export interface CloseAgentLeadDeps {
  leads: AgentLeadRepository;
  audit: LeadAudit;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * PATCH /api/admin/leads/{id} {status: 'closed', note?} (staff): the lead is closed with the note and the
 * staff member's id, and the change audited, in one transaction. The row is locked so two staff members
 * closing at once cannot both succeed (the second gets 409).
 */
export function makeCloseAgentLead({ leads, audit, clock, tx }: CloseAgentLeadDeps) {
  return async function closeAgentLead(input: {
    leadId: number;
    note: string;
    staffUserId: number;
  }): Promise<AgentLeadView> {
    return tx(async () => {
      const lead = await leads.lockById(input.leadId);
      if (!lead) throw new LeadNotFound();
      lead.close({ staffUserId: input.staffUserId, note: input.note, now: clock.now() });
      await leads.flush();
      await audit.record({
        actorUserId: input.staffUserId,
        action: 'agentLead.close',
        subject: `agentLead:${lead.id}`,
        before: { status: 'open' },
        after: { status: lead.status, note: lead.closeNote },
      });
      return toAgentLeadView(lead);
    });
  };
}
