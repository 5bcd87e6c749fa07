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
        path: 'negotiations',
        lazy: async () => ({
          Component: (await import('../features/broker/negotiations/negotiations-page.tsx')).NegotiationsPage,
        }),
      },
      {
        // The tools home and its tiles are brokerweb's (index here); Verify Listings and Carrier Credentials are
        // for the account admins who reach the broker area (docs/adr/0059).
        path: 'tools',
        children: [
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
