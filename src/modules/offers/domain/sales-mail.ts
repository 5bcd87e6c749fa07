import { formatCents } from '../../../shared/money.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { AgentLead } from './agent-lead.ts';

const human = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;
const money = (cents: number | null) => (cents === null ? 'none' : formatCents(cents));

/** The mail that hands a stored lead to the brand's sales team: everything needed to call back. */
export function salesMailFor(lead: AgentLead, brandName: string): { subject: string; text: string } {
  const number = human(lead.tn);
  const asked = lead.type === 'license' ? 'licensing' : 'buying';
  const lines = [
    `${lead.name} asked ${brandName} for an agent about ${asked} ${number}.`,
    '',
    `Number: ${number}`,
    `Request: ${lead.type === 'license' ? 'licence' : 'purchase'}`,
    `Listed price: ${lead.priceCents > 0 ? formatCents(lead.priceCents) : 'licence only'}`,
    `Licence setup fee: ${money(lead.licenseSetupFeeCents)}`,
    `Licence monthly fee: ${money(lead.licenseMonthlyCents)}`,
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${human(lead.phone)}`,
    lead.accountId === null
      ? 'Signed in: no (guest)'
      : `Signed in: account ${lead.accountId}, user ${lead.userId}`,
    ...(lead.negotiationId === null ? [] : [`Negotiation: ${lead.negotiationId}`]),
    ...(lead.tag === null ? [] : [`Tag: ${lead.tag}`]),
    `Lead: ${lead.id}, received ${lead.createdAt.toISOString()}`,
    '',
    'Comments:',
    lead.comments,
  ];
  return {
    subject: `Request to ${lead.type === 'license' ? 'license' : 'purchase'} ${number}`,
    text: lines.join('\n'),
  };
}
