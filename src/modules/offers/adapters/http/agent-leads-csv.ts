import { stringify } from 'csv-stringify/sync';
import type { AgentLeadView } from '../../app/agent-lead-view.ts';

const HEADER = [
  'Lead',
  'Created',
  'Status',
  'Type',
  'Number',
  'Name',
  'Email',
  'Phone',
  'Price',
  'License setup fee',
  'License monthly fee',
  'Negotiation',
  'Account',
  'Brand',
  'Tag',
  'Comments',
  'Closed',
  'Close note',
];

// A cell a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, and tab or CR before them.
const FORMULA_START = /^[=+\-@\t\r]/;
const safeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The leads as a CSV file: quoted where needed, CRLF line ends (RFC 4180), visitors' text made formula-safe. */
export function agentLeadsCsv(leads: AgentLeadView[]): string {
  const rows = leads.map((lead) => [
    String(lead.leadId),
    lead.createDate,
    lead.status,
    lead.type,
    lead.formattedTn,
    lead.name,
    lead.email,
    lead.phone,
    dollars(lead.price),
    dollars(lead.licenseSetupFee),
    dollars(lead.licenseMonthlyFee),
    lead.negotiationId === null ? '' : String(lead.negotiationId),
    lead.accountId === null ? '' : String(lead.accountId),
    String(lead.brandingId),
    lead.tag ?? '',
    lead.comments,
    lead.closeDate ?? '',
    lead.closeNote,
  ]);
  return stringify(
    [HEADER, ...rows].map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  );
}
