import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { AgentLead, AgentLeadStatus, AgentLeadType } from '../domain/agent-lead.ts';

/** A lead as the staff list and the close route answer it. */
export interface AgentLeadView {
  leadId: number;
  tn: string;
  formattedTn: string;
  type: AgentLeadType;
  name: string;
  email: string;
  phone: string;
  comments: string;
  brandingId: number;
  price: number;
  licenseSetupFee: number | null;
  licenseMonthlyFee: number | null;
  negotiationId: number | null;
  tag: string | null;
  accountId: number | null;
  userId: number | null;
  createDate: string;
  status: AgentLeadStatus;
  closeDate: string | null;
  closedByUserId: number | null;
  closeNote: string;
}

export function toAgentLeadView(lead: AgentLead): AgentLeadView {
  return {
    leadId: lead.id,
    tn: lead.tn,
    formattedTn: PhoneNumber.tryParse(lead.tn)?.format() ?? lead.tn,
    type: lead.type,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    comments: lead.comments,
    brandingId: lead.brandingId,
    price: lead.priceCents,
    licenseSetupFee: lead.licenseSetupFeeCents,
    licenseMonthlyFee: lead.licenseMonthlyCents,
    negotiationId: lead.negotiationId,
    tag: lead.tag,
    accountId: lead.accountId,
    userId: lead.userId,
    createDate: lead.createdAt.toISOString(),
    status: lead.status,
    closeDate: lead.closedAt?.toISOString() ?? null,
    closedByUserId: lead.closedByUserId,
    closeNote: lead.closeNote,
  };
}
