import type { RouteObject } from 'react-router';

/**
 * /account/broker (spec 3 section 2): the dashboard shell and its tabs. Each tab and tool adds its route here
 * (listings, licenses, negotiations, earnings, tools and their children).
 */
export function brokerRoutes(): RouteObject {
  return {
    path: 'broker',
    lazy: async () => ({
      Component: (await import('../features/broker/broker-shell.tsx')).BrokerShell,
    }),
    children: [
      {
        path: 'licenses',
        lazy: async () => ({
          Component: (await import('../features/broker/licenses/licenses-page.tsx')).LicensesPage,
        }),
      },
      {
        path: 'listings',
        lazy: async () => ({
          Component: (await import('../features/broker/listings/listings-page.tsx')).ListingsPage,
        }),
      },
      {
        // A parent route: each tool adds its child here (jobs, jobs/:id, listing-verification, ...).
        path: 'tools',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/broker/tools/tools-home.tsx')).ToolsHome,
            }),
          },
          {
            path: 'embedded-search',
            lazy: async () => ({
              Component: (await import('../features/broker/tools/embedded-search-page.tsx'))
                .EmbeddedSearchPage,
            }),
          },
          {
            path: 'affiliate-link',
            lazy: async () => ({
              Component: (await import('../features/broker/tools/affiliate-link-page.tsx')).AffiliateLinkPage,
            }),
          },
          {
            path: 'jobs',
            lazy: async () => ({
              Component: (await import('../features/broker/jobs/jobs-page.tsx')).JobsPage,
            }),
          },
          {
            path: 'jobs/:id',
            lazy: async () => ({
              Component: (await import('../features/broker/jobs/job-view-page.tsx')).JobViewPage,
            }),
          },
          // Verify Listings and Carrier Credentials: for the account admins who reach the broker area (ADR 0059).
          {
            path: 'listing-verification',
            lazy: async () => ({
              Component: (await import('../features/broker/tools/listing-verification-page.tsx'))
                .ListingVerificationPage,
            }),
          },
          {
            path: 'carrier-credentials',
            lazy: async () => ({
              Component: (await import('../features/broker/tools/carrier-credentials-page.tsx'))
                .CarrierCredentialsPage,
            }),
          },
        ],
      },
      {
        // Spec 3 section 2: transactions (the default), payouts, manage-ach.
        path: 'earnings',
        lazy: async () => ({
          Component: (await import('../features/broker/earnings/earnings-layout.tsx')).EarningsLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/broker/earnings/earnings-layout.tsx')).EarningsHome,
            }),
          },
          {
            path: 'transactions',
            lazy: async () => ({
              Component: (await import('../features/broker/earnings/transactions-page.tsx')).TransactionsPage,
            }),
          },
          {
            path: 'payouts',
            lazy: async () => ({
              Component: (await import('../features/broker/earnings/payouts-page.tsx')).PayoutsPage,
            }),
          },
          {
            path: 'manage-ach',
            lazy: async () => ({
              Component: (await import('../features/broker/earnings/manage-ach/manage-ach-page.tsx'))
                .ManageAchPage,
            }),
          },
        ],
      },
      {
        path: 'negotiations',
        lazy: async () => ({
          Component: (await import('../features/broker/negotiations/negotiations-page.tsx')).NegotiationsPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/broker/broker-shell.tsx')).BrokerHome,
        }),
      },
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/broker/broker-shell.tsx')).BrokerHome,
        }),
      },
    ],
  };
}
