import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { RequireStaff } from './guards.tsx';
import { AdminShell } from './layouts/admin-shell.tsx';

/**
 * /admin (spec 3 admin routes, issue 17): the staff shell, only for staff, and every staff screen under it. A new
 * staff screen adds its route here and its entry in web/src/features/admin/admin-screens.ts.
 */
export function adminRoutes(): RouteObject {
  return {
    path: 'admin',
    element: (
      <RequireStaff>
        <AdminShell />
      </RequireStaff>
    ),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/admin/admin-home-page.tsx')).AdminHomePage,
        }),
      },
      {
        path: 'themes',
        lazy: async () => ({
          Component: (await import('../features/admin/themes/themes-page.tsx')).ThemesPage,
        }),
      },
      {
        path: 'fraudRules',
        lazy: async () => ({
          Component: (await import('../features/admin/fraud-rules/fraud-rules-page.tsx')).FraudRulesPage,
        }),
      },
      {
        path: 'fraud-reviews',
        lazy: async () => ({
          Component: (await import('../features/admin/fraud-reviews/fraud-reviews-page.tsx'))
            .FraudReviewsPage,
        }),
      },
      {
        path: 'leads',
        lazy: async () => ({
          Component: (await import('../features/admin/agent-leads/agent-leads-page.tsx')).AgentLeadsPage,
        }),
      },
      {
        path: 'dunning',
        lazy: async () => ({
          Component: (await import('../features/admin/dunning/dunning-page.tsx')).DunningPage,
        }),
      },
      {
        path: 'port-ins',
        lazy: async () => ({
          Component: (await import('../features/admin/port-ins/staff-port-ins-page.tsx')).StaffPortInsPage,
        }),
      },
      {
        path: 'spellings',
        lazy: async () => ({
          Component: (await import('../features/admin/spellings/spellings-page.tsx')).SpellingsPage,
        }),
      },
      {
        path: 'broker-applications',
        lazy: async () => ({
          Component: (await import('../features/admin/broker-applications-page.tsx')).BrokerApplicationsPage,
        }),
      },
      {
        path: 'accounts',
        lazy: async () => ({
          Component: (await import('../features/admin/support/support-accounts-page.tsx'))
            .SupportAccountsPage,
        }),
      },
      {
        path: 'reports/1099',
        lazy: async () => ({
          Component: (await import('../features/admin/tax-report/tax-report-page.tsx')).TaxReportPage,
        }),
      },
      {
        path: 'cli',
        lazy: async () => ({ Component: (await import('../features/admin/cli/cli-page.tsx')).CliPage }),
      },
      {
        path: 'ui-component-tester',
        lazy: async () => ({
          Component: (await import('../features/admin/ui-component-tester-page.tsx')).UiComponentTesterPage,
        }),
      },
      {
        path: 'audit',
        lazy: async () => ({
          Component: (await import('../features/admin/audit/audit-page.tsx')).AuditPage,
        }),
      },
      {
        path: 'resources',
        lazy: async () => ({
          Component: (await import('../features/admin/admin-resources-page.tsx')).AdminResourcesPage,
        }),
      },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  };
}
