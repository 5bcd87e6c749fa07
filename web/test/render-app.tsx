import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Profile } from '../src/api/profile.ts';
import { AppProviders, createAppState } from '../src/app/providers.tsx';
import { createAppRoutes } from '../src/app/router.tsx';
import { regularRevealWaitAtom } from '../src/features/search/use-reveal-wait.ts';
import { backend } from './msw/handlers.ts';

export interface RenderAppOptions {
  /** Who the fake server says is here; default: the guest left by resetBackend(). */
  profile?: Profile;
  /** A route tree other than the app's, e.g. a shell around a test page. */
  routes?: RouteObject[];
  /** The search page's wait before regular results show (spec: 3 s); off unless a test of the wait asks. */
  regularRevealWaitMs?: number;
}

/** The whole app (providers, router, dialog and toast hosts) at `path`, against the MSW fake server. */
export function renderApp(
  path: string,
  { profile, routes = createAppRoutes(), regularRevealWaitMs = 0 }: RenderAppOptions = {},
) {
  if (profile) backend.profile = profile;
  const state = createAppState({ retry: false });
  state.store.set(regularRevealWaitAtom, regularRevealWaitMs);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders {...state}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, ...state, router, user };
}

/** Providers and hosts around a bare component, for tests of the ui kit. */
export function renderWithProviders(ui: ReactNode) {
  const state = createAppState({ retry: false });
  const view = render(<AppProviders {...state}>{ui}</AppProviders>);
  return { ...view, ...state };
}
