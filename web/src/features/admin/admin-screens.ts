/** The staff screens: the admin home and the admin menu list them. */
export const ADMIN_SCREENS = [
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
    to: '/admin/fraud-reviews',
    label: 'Fraud reviews',
    description:
      'Orders held by the fraud rules: approve to provision the numbers, reject to refund and free them.',
  },
  {
    to: '/admin/leads',
    label: 'Leads',
    description:
      'Requests to talk to an agent about a number: read them, close them with a note, export CSV.',
  },
  {
    to: '/admin/broker-applications',
    label: 'Broker applications',
    description: 'Accounts asking to sell numbers: approve or reject them.',
  },
  {
    to: '/admin/spellings',
    label: 'Vanity spellings',
    description: "Brokers' vanity spellings: approve to show them in search, or reject.",
  },
  {
    to: '/admin/reports/1099',
    label: '1099 report',
    description: 'Brokers whose paid payouts in a year exceed $600, for their 1099-MISC forms; CSV download.',
  },
  {
    to: '/admin/cli',
    label: 'CLI',
    description: 'Run a maintenance script: a dry run says what it would do, commit does it.',
  },
  {
    to: '/admin/ui-component-tester',
    label: 'UI component tester',
    description: 'Try the toasts and dialogs with any message, place and timeout.',
  },
] as const;
