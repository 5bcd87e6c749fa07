import type { IndexRouteObject, RouteObject } from 'react-router';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { adminRoutes } from './admin-routes.tsx';
import { AppLoading, AppRoot } from './app-root.tsx';
import { brokerRoutes } from './broker-routes.tsx';
import { AccountHome, RequireAdmin, RequireAuth, RequireStaff } from './guards.tsx';
import { AccountShell } from './layouts/account-shell.tsx';
import { PublicShell } from './layouts/public-shell.tsx';
import { RouteError } from './route-error.tsx';

type PageLoader = NonNullable<IndexRouteObject['lazy']>;

/**
 * An account page for the account's admins (others go to their profile, spec 1), optionally of one brand only;
 * `children` are guarded with it.
 */
function adminPage(
  path: string,
  lazy: PageLoader,
  options: { brandingId?: number; children?: RouteObject[] } = {},
): RouteObject {
  return {
    path,
    element: (
      <RequireAdmin brandingId={options.brandingId}>
        <Outlet />
      </RequireAdmin>
    ),
    children: [{ index: true, lazy }, ...(options.children ?? [])],
  };
}

/** The routes table; pages load lazily, shells and guards come with the main bundle. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppRoot />,
      HydrateFallback: AppLoading,
      errorElement: <RouteError />,
      children: [
        // A broker's embedded search widget, framed on the broker's site: no site chrome (docs/adr/0064).
        {
          path: 'widget/:token',
          lazy: async () => ({ Component: (await import('./widget-route.tsx')).WidgetRoute }),
        },
        {
          element: <PublicShell />,
          children: [
            { index: true, element: <Navigate to="/search" replace /> },
            {
              path: 'search',
              lazy: async () => ({ Component: (await import('./search-route.tsx')).SearchRoute }),
            },
            {
              path: 'login',
              lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
            },
            {
              path: 'recover',
              lazy: async () => ({
                Component: (await import('../features/auth/recover-request-page.tsx')).RecoverRequestPage,
              }),
            },
            {
              path: 'recover/:token',
              lazy: async () => ({
                Component: (await import('../features/auth/recover-password-page.tsx')).RecoverPasswordPage,
              }),
            },
            // Spec 1 also calls the recovery page /reset-password.
            { path: 'reset-password', element: <Navigate to="/recover" replace /> },
            // Spec 1: /basket is the Shopping Cart, which opens over the search page (the login page's Sign Up).
            { path: 'basket', element: <Navigate to="/search?showBasket=1" replace /> },
            {
              path: 'terms',
              lazy: async () => ({
                Component: (await import('../features/site-pages/site-page.tsx')).TermsPage,
              }),
            },
            {
              path: 'privacy',
              lazy: async () => ({
                Component: (await import('../features/site-pages/site-page.tsx')).PrivacyPage,
              }),
            },
            {
              path: 'about',
              lazy: async () => ({
                Component: (await import('../features/site-pages/site-page.tsx')).AboutPage,
              }),
            },
            {
              path: 'blog',
              lazy: async () => ({ Component: (await import('../features/blog/blog-page.tsx')).BlogPage }),
            },
            {
              path: 'blog/:slug',
              lazy: async () => ({
                Component: (await import('../features/blog/blog-post-page.tsx')).BlogPostPage,
              }),
            },
            // A one-time sign-in link (after checkout or an offer) becomes a session.
            {
              path: 'session/:token',
              lazy: async () => ({
                Component: (await import('../features/auth/session-token-page.tsx')).SessionTokenPage,
              }),
            },
            // Spec 2: the port-in page; /bulk-number-porting opens it with the bulk textarea.
            {
              path: 'lnp',
              lazy: async () => ({ Component: (await import('../features/port-in/lnp-page.tsx')).LnpPage }),
            },
            { path: 'bulk-number-porting', element: <Navigate to="/lnp?bulk=1" replace /> },
            // Spec 2: a held account's owner confirms a mobile number and pays (the mailed link carries ?uuid=).
            {
              path: 'confirm-account',
              lazy: async () => ({
                Component: (await import('../features/confirm-account/confirm-account-page.tsx'))
                  .ConfirmAccountPage,
              }),
            },
            // The link in every notify-me mail (saved searches).
            {
              path: 'unsubscribe',
              lazy: async () => ({
                Component: (await import('../features/alerts/unsubscribe-page.tsx')).UnsubscribePage,
              }),
            },
            // A mailed invitation to an account: accept it, signed in or as a new person.
            {
              path: 'invitation/:token',
              lazy: async () => ({
                Component: (await import('../features/invitations/invitation-page.tsx')).InvitationPage,
              }),
            },
            // Spec 2: 'How to Activate My Account' is public; the page asks a guest to sign in.
            {
              path: 'account/activate',
              lazy: async () => ({ Component: (await import('./activate-route.tsx')).ActivateRoute }),
            },
            // The link mailed to a number's new owner (ownership transfer): accept it, signed in.
            {
              path: 'number-transfer/:token',
              lazy: async () => ({
                Component: (await import('../features/number-transfer/accept-transfer-page.tsx'))
                  .AcceptTransferPage,
              }),
            },
            // Spec 2: the make-offer dialog as a page (`?tn=&offer=`) and the buyer's offer links (issue 14); /search
            // opens the same dialog over its results (docs/adr/0054).
            {
              path: 'make-offer',
              lazy: async () => ({ Component: (await import('./offer-routes.tsx')).MakeOfferRoute }),
            },
            {
              path: 'offer-checkout',
              lazy: async () => ({ Component: (await import('./offer-routes.tsx')).OfferCheckoutRoute }),
            },
            // The old and the not-yet-built public paths land on search.
            { path: '*', element: <Navigate to="/search" replace /> },
          ],
        },
        {
          path: 'account',
          element: (
            <RequireAuth>
              <AccountShell />
            </RequireAuth>
          ),
          children: [
            {
              path: 'profile',
              lazy: async () => ({
                Component: (await import('../features/account/profile-page.tsx')).ProfilePage,
              }),
            },
            // Spec 2: after checkout the buyer, signed in, lands here.
            {
              path: 'confirm',
              lazy: async () => ({
                Component: (await import('../features/basket/order-confirmation-page.tsx'))
                  .OrderConfirmationPage,
              }),
            },
            // Spec 1's messages screen, for every member (issue 13: customers text by SMS/MMS).
            {
              path: 'messages',
              lazy: async () => ({
                Component: (await import('../features/messages/messages-page.tsx')).MessagesPage,
              }),
            },
            // Spec 2's admin add-number page: staff, switched into a customer's account (docs/adr/0071).
            {
              path: 'admin-basket',
              element: (
                <RequireStaff>
                  <Outlet />
                </RequireStaff>
              ),
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('../features/admin-basket/admin-basket-page.tsx'))
                      .AdminBasketPage,
                  }),
                },
              ],
            },
            {
              path: 'api-tokens',
              lazy: async () => ({
                Component: (await import('../features/api-tokens/api-tokens-page.tsx')).ApiTokensPage,
              }),
            },
            {
              path: 'invitations',
              lazy: async () => ({
                Component: (await import('../features/invitations/my-invitations-page.tsx'))
                  .MyInvitationsPage,
              }),
            },
            adminPage(
              'users',
              async () => ({
                Component: (await import('../features/account-users/users-page.tsx')).UsersPage,
              }),
              { brandingId: 2 },
            ),
            // Spec 1: the account admins' home; users see their assigned numbers there (issue 12).
            {
              path: 'numbers',
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('../features/account-numbers/account-numbers-page.tsx'))
                      .AccountNumbersPage,
                  }),
                },
                // Spec 3's Ownership Transfer; starting one asks for a recent sign-in (the profile's prompt).
                adminPage(':tn/transfer', async () => ({
                  Component: (await import('./ownership-transfer-route.tsx')).OwnershipTransferRoute,
                })),
                // One number's forwarding and port-out protection; the password prompt comes from the account feature.
                adminPage(':tn', async () => {
                  const [{ NumberSettingsPage }, { withRecentSignIn }] = await Promise.all([
                    import('../features/number-settings/number-settings-page.tsx'),
                    import('../features/account/recent-sign-in.ts'),
                  ]);
                  return { element: <NumberSettingsPage withRecentSignIn={withRecentSignIn} /> };
                }),
              ],
            },
            // Spec 1: the account's contacts for every member; blocking is an admin page.
            {
              path: 'contacts',
              lazy: async () => ({
                Component: (await import('../features/contacts/contacts-page.tsx')).ContactsPage,
              }),
            },
            adminPage('blocking', async () => ({
              Component: (await import('../features/contacts/blocking-page.tsx')).BlockingPage,
            })),
            adminPage('anniversary-date', async () => ({
              Component: (await import('../features/anniversary-date/anniversary-date-page.tsx'))
                .AnniversaryDatePage,
            })),
            adminPage('change-brand', async () => ({
              Component: (await import('../features/change-brand/change-brand-page.tsx')).ChangeBrandPage,
            })),
            // Issue 14: the account's port-ins, their timeline and the correction of a rejected one (ADR 0048).
            adminPage('port-ins', async () => ({
              Component: (await import('../features/port-ins/port-ins-page.tsx')).PortInsPage,
            })),
            adminPage('sell-my-numbers', async () => ({
              Component: (await import('../features/sell/sell-my-numbers-page.tsx')).SellMyNumbersPage,
            })),
            // Spec 3's broker dashboard (issues 14 to 16): its tabs and tools are in broker-routes.tsx.
            brokerRoutes(),
            // Money (issue 12): billing and statements for admins; payment method and pay-now say who may.
            adminPage(
              'billing',
              async () => ({
                Component: (await import('../features/billing/billing-page.tsx')).BillingPage,
              }),
              {
                children: [
                  {
                    path: 'statements/:month',
                    lazy: async () => ({
                      Component: (await import('../features/billing/statement-page.tsx')).StatementPage,
                    }),
                  },
                ],
              },
            ),
            {
              path: 'payment-method',
              lazy: async () => ({ Component: (await import('./billing-routes.tsx')).PaymentMethodRoute }),
            },
            {
              path: 'pay-now',
              lazy: async () => ({ Component: (await import('./billing-routes.tsx')).PayNowRoute }),
            },
            // /account lands on the first page of the viewer's menu (src/shared/account-menu.ts); paths of
            // account pages not built yet land there too.
            { index: true, element: <AccountHome /> },
            { path: '*', element: <AccountHome /> },
          ],
        },
        // The staff screens (spec 3 admin routes, issue 17): their routes are in admin-routes.tsx.
        adminRoutes(),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
