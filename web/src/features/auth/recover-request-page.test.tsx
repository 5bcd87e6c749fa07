import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, RECOVERY_REQUESTED_MESSAGE } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('password recovery request', () => {
  it("shows the server's one confirmation text, whether or not the email has an account", async () => {
    const { user } = renderApp('/recover');

    await user.type(await screen.findByLabelText('Email'), ' nobody@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect((await screen.findByRole('status')).textContent).toBe(RECOVERY_REQUESTED_MESSAGE);
    expect(callsTo('requestPasswordRecovery')).toEqual([
      { email: 'nobody@example.com', recaptchaToken: 'dev-recaptcha-token' },
    ]);
    expect(screen.getByRole('link', { name: 'Back to Log In' }).getAttribute('href')).toBe('/login');
  });

  it('asks for an email before calling the server', async () => {
    const { user } = renderApp('/recover');

    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));

    expect(screen.getByText('Email is empty.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(callsTo('requestPasswordRecovery')).toEqual([]);
  });

  it('is reached from the login page', async () => {
    const { user, router } = renderApp('/login');

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));

    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/recover');
  });
});
