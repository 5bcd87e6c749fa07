import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userProfile } from '../../test/fixtures/profiles.ts';
import { backend, http } from '../../test/msw/handlers.ts';
import { server } from '../../test/msw/server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AppRoot } from '../app/app-root.tsx';
import { PublicShell } from '../app/layouts/public-shell.tsx';
import { ApiError } from './api-error.ts';
import type { ApiClient } from './client.ts';
import { api, createApiClient, unwrap } from './client.ts';
import {
  createGlobalErrorHandler,
  FALLBACK_ERROR_MESSAGE,
  LOGGED_OUT_MESSAGE,
  TIMEOUT_MESSAGE,
} from './global-error-handler.ts';

function handlerWith({ loggedIn }: { loggedIn: boolean }) {
  const deps = { isLoggedIn: () => loggedIn, showError: vi.fn(), logOut: vi.fn() };
  return { handle: createGlobalErrorHandler(deps), ...deps };
}

const apiError = (status: number, name: string, message: string, code = 'x') =>
  new ApiError({ status, name, code, message });

describe('global error handler', () => {
  it("turns 'Timeout... exceeded calling' messages into the timed-out text", () => {
    const { handle, showError } = handlerWith({ loggedIn: true });

    handle(apiError(500, 'GeneralError', 'Timeout of 5000ms exceeded calling carrier/search'));

    expect(showError).toHaveBeenCalledWith(TIMEOUT_MESSAGE);
  });

  it('logs the user out when the session is gone while logged in', () => {
    for (const error of [
      apiError(401, 'NotAuthenticated', 'Not signed in.'),
      new Error('AUTH REQUIRED'),
      new Error('There is no current user'),
    ]) {
      const { handle, showError, logOut } = handlerWith({ loggedIn: true });

      handle(error);

      expect(logOut).toHaveBeenCalledOnce();
      expect(showError).toHaveBeenCalledWith(LOGGED_OUT_MESSAGE);
    }
  });

  it('shows an authentication failure of a guest like any other error', () => {
    const { handle, showError, logOut } = handlerWith({ loggedIn: false });

    handle(apiError(401, 'NotAuthenticated', 'Sign in to see your numbers.'));

    expect(logOut).not.toHaveBeenCalled();
    expect(showError).toHaveBeenCalledWith('Sign in to see your numbers.');
  });

  it("shows other errors' messages in the Error dialog, and a fallback for empty ones", () => {
    const { handle, showError } = handlerWith({ loggedIn: true });

    handle(apiError(409, 'Conflict', 'Telephone Number 3125550100 is already in your cart.'));
    handle(new Error(''));

    expect(showError).toHaveBeenNthCalledWith(1, 'Telephone Number 3125550100 is already in your cart.');
    expect(showError).toHaveBeenNthCalledWith(2, FALLBACK_ERROR_MESSAGE);
  });

  it('ignores cancelled requests', () => {
    const { handle, showError } = handlerWith({ loggedIn: true });

    handle(new DOMException('The operation was aborted.', 'AbortError'));

    expect(showError).not.toHaveBeenCalled();
  });
});

function HealthProbe({ client = api }: { client?: ApiClient }) {
  const health = useQuery({ queryKey: ['health'], queryFn: () => unwrap(client.GET('/api/health')) });
  return <p>{health.data ? `Health: ${health.data.status}` : 'Checking health'}</p>;
}

function probeRoutes(probe = <HealthProbe />) {
  return [
    {
      element: <AppRoot />,
      children: [
        {
          element: <PublicShell />,
          children: [
            { path: '/probe', element: probe },
            { path: '/login', element: <h1>Log In</h1> },
          ],
        },
      ],
    },
  ];
}

describe('global error handling in the app', () => {
  it("shows 'You have been logged out.' on a 401 while logged in, and the user becomes a guest", async () => {
    // Any call can meet an expired session; /api/health stands in for one (untyped: it never answers 401).
    server.use(
      http.untyped.get('/api/health', () => {
        backend.profile = { ...backend.profile, isLoggedIn: false, role: 'guest', userInfo: null };
        return HttpResponse.json(
          { name: 'NotAuthenticated', code: 'auth.required', message: 'Not signed in.' },
          { status: 401 },
        );
      }),
    );
    renderApp('/probe', { profile: userProfile(), routes: probeRoutes() });

    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).toContain('You have been logged out.');
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeTruthy();
  });

  it('shows the timed-out text when a request runs past its timeout', async () => {
    server.use(
      http.get('/api/health', async ({ response }) => {
        await delay('infinite');
        return response(200).json({
          status: 'ok',
          database: { ok: true },
          jobs: { ok: true },
          events: { ok: true },
        });
      }),
    );
    const impatient = createApiClient({ timeoutMs: 10 });
    renderApp('/probe', { routes: probeRoutes(<HealthProbe client={impatient} />) });

    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).toContain(TIMEOUT_MESSAGE);
  });

  it('shows other failures in the Error dialog with the server message', async () => {
    server.use(
      http.untyped.get('/api/health', () =>
        HttpResponse.json(
          { name: 'GeneralError', code: 'internal', message: 'The database is asleep.' },
          { status: 500 },
        ),
      ),
    );
    renderApp('/probe', { routes: probeRoutes() });

    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).toContain('The database is asleep.');
  });
});
