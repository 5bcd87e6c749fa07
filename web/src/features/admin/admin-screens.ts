import type { components } from '../../api/schema.d.ts';

/** A queue the admin home counts: a key of GET /api/admin/summary. */
export type StaffQueue = keyof components['schemas']['StaffSummary'];

export interface AdminScreen {
  /** The screen; absent for a queue the home counts that has no staff screen yet. */
  to?: string;
  label: string;
  description: string;
  /** The summary count shown on the card, with the words for one and for many. */
  count?: { queue: StaffQueue; one: string; many: string };
}

/** The staff screens (and counted queues): the admin home lists them all, the admin menu those with a screen. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    to: '/admin/fraud-reviews',
    label: 'Fraud reviews',
    description:
      'Orders held by the fraud rules: approve to provision the numbers, reject to refund and free them.',
    count: { queue: 'fraudReviews', one: 'order to review', many: 'orders to review' },
  },
  {
    to: '/admin/broker-applications',
    label: 'Broker applications',
    description: 'Accounts asking to sell numbers: approve or reject them.',
    count: { queue: 'brokerApplications', one: 'application waiting', many: 'applications waiting' },
  },
  {
    to: '/admin/spellings',
    label: 'Vanity spellings',
    description: "Brokers' vanity spellings: approve to show them in search, or reject.",
    count: { queue: 'spellings', one: 'spelling to approve', many: 'spellings to approve' },
  },
  {
    to: '/admin/leads',
    label: 'Leads',
    description:
      'Requests to talk to an agent about a number: read them, close them with a note, export CSV.',
    count: { queue: 'agentLeads', one: 'open lead', many: 'open leads' },
  },
  {
    to: '/admin/port-ins',
    label: 'Port-ins',
    description:
      'Port-in orders the carrier rejected, or not completed 30 days after they were placed: check, resubmit, remind, cancel.',
    count: { queue: 'portIns', one: 'port-in rejected or late', many: 'port-ins rejected or late' },
  },
  {
    to: '/admin/dunning',
    label: 'Dunning',
    description:
      'Accounts whose recurring payment failed and is being retried: retry now, or push the retries back.',
    count: { queue: 'dunningAccounts', one: 'account in dunning', many: 'accounts in dunning' },
  },
  {
    to: '/admin/accounts',
    label: 'Accounts',
    description:
      "Find a customer's account by id, company or email and open it as support (no billed seat, no mails).",
  },
  {
    to: '/admin/reports/1099',
    label: '1099 report',
    description: 'Brokers whose paid payouts in a year exceed $600, for their 1099-MISC forms; CSV download.',
  },
  {
    to: '/admin/themes',
    label: 'Themes',
    description: 'Seasonal themes for /search and the digit patterns they feature.',
  },
  {
    to: '/admin/fraudRules',
    label: 'Fraud rules',
    description: 'Rules checkout applies to every order: allow, send for review or refuse.',
  },
  {
    to: '/admin/cli',
    label: 'CLI',
    description: 'Run a maintenance script: a dry run says what it would do, commit does it.',
  },
  {
    to: '/admin/audit',
    label: 'Audit log',
    description: 'Every staff change: who, what, before and after, and when. Filter and export CSV.',
  },
  {
    to: '/admin/ui-component-tester',
    label: 'UI component tester',
    description: 'Try the toasts and dialogs with any message, place and timeout.',
  },
  {
    to: '/admin/resources',
    label: 'Resources',
    description: 'Staff documentation, the API reference and every staff screen.',
  },
];

/** The screens the admin menu links. */
export const ADMIN_MENU = ADMIN_SCREENS.filter(
  (screen): screen is AdminScreen & { to: string } => !!screen.to,
);
