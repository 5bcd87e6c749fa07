import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE_TEXT } from '../../../../src/shared/password-policy.ts';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import type { MfaMethodOption } from '../../../test/msw/handlers.ts';
import { backend, callsTo, http, TEST_MFA_CODE } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TOKEN = 'recovery-token-0123456789';
const NEW_PASSWORD = 'New-Password1';
const emailMethod: MfaMethodOption = { mfaMethodId: 7, type: 'email', data: 'a****@example.com' };
const smsMethod: MfaMethodOption = { mfaMethodId: 8, type: 'sms', data: '***-***-1234' };

type User = ReturnType<typeof renderApp>['user'];

async function fillForm(user: User, values: { username: string; password: string; confirm: string }) {
  await user.type(await screen.findByLabelText('Username (your email)'), values.username);
  await user.type(screen.getByLabelText('New password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirm);
}

describe('password recovery page', () => {
  it('says an unknown or used link is invalid, with links to ask again and to log in', async () => {
    renderApp(`/recover/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'This link is no longer valid' }).closest('.card');
    expect(
      within(card as HTMLElement)
        .getByRole('link', { name: 'Request a new link' })
        .getAttribute('href'),
    ).toBe('/recover');
    expect(
      within(card as HTMLElement)
        .getByRole('link', { name: 'Log In' })
        .getAttribute('href'),
    ).toBe('/login');
  });

  it('treats a malformed link (a 400 answer) as invalid too', async () => {
    server.use(
      http.get('/api/recover-password/{token}', ({ response }) =>
        response(400).json({ name: 'BadRequest', code: 'validation.invalid', message: 'Invalid request.' }),
      ),
    );
    renderApp('/recover/short');

    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeTruthy();
  });

  it('checks the form: empty fields, the password rule and a mismatch, before calling the server', async () => {
    backend.recoveries.set(TOKEN, 'ada@example.com');
    const { user } = renderApp(`/recover/${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));

    expect(screen.getByText('Username is empty.')).toBeTruthy();
    expect(screen.getByText('Password is empty.')).toBeTruthy();
    expect(screen.getByText('Confirm password is empty.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username (your email)'));

    await fillForm(user, { username: 'ada@example.com', password: 'short', confirm: 'other' });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const password = screen.getByLabelText('New password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(PASSWORD_RULE_TEXT).length).toBeGreaterThan(0);
    expect(screen.getByText("Password and Confirm password don't match.")).toBeTruthy();
    expect(callsTo('resetPassword')).toEqual([]);
  });

  it('shows the password rule next to the new password', async () => {
    backend.recoveries.set(TOKEN, 'ada@example.com');
    renderApp(`/recover/${TOKEN}`);

    const password = await screen.findByLabelText('New password');
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(PASSWORD_RULE_TEXT);
  });

  it('asks for an MFA method, has the code sent, then takes the code with the new password', async () => {
    backend.recoveries.set(TOKEN, 'ada@example.com');
    backend.loginMfa.set('ada@example.com', [emailMethod, smsMethod]);
    const { user } = renderApp(`/recover/${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('You must select an MFA method to continue.')).toBeTruthy();
    await user.click(screen.getByLabelText('Email: a****@example.com'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('We sent a verification code to a****@example.com.')).toBeTruthy();
    expect(callsTo('initiateMfa')).toEqual([
      { mfaMethodId: 7, token: TOKEN, recaptchaToken: 'dev-recaptcha-token' },
    ]);

    await fillForm(user, { username: 'ada@example.com', password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('You must enter a verification code to continue.')).toBeTruthy();

    await user.type(screen.getByLabelText('Verification code'), TEST_MFA_CODE);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(callsTo('resetPassword')).toEqual([
      {
        username: 'ada@example.com',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        mfaMethodId: 7,
        mfaCode: TEST_MFA_CODE,
        token: TOKEN,
        recaptchaToken: 'dev-recaptcha-token',
      },
    ]);
  });

  it('shows a server refusal beside its field', async () => {
    backend.recoveries.set(TOKEN, 'ada@example.com');
    const { user } = renderApp(`/recover/${TOKEN}`);

    await fillForm(user, { username: 'someone@example.com', password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('That email does not match this reset link.')).toBeTruthy();
    expect(screen.getByLabelText('Username (your email)').getAttribute('aria-invalid')).toBe('true');
  });

  it('says an unknown error occurred when the reset fails unexpectedly', async () => {
    backend.recoveries.set(TOKEN, 'ada@example.com');
    server.use(http.untyped.patch('/api/recover-password/:token', () => HttpResponse.error()));
    const { user } = renderApp(`/recover/${TOKEN}`);

    await fillForm(user, { username: 'ada@example.com', password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unknown error has occurred resetting your password, please try again later.',
    );
  });

  it('shows the success and goes to the login page after 10 seconds', async () => {
    // Only setTimeout is faked (the page's 10-second timer), and it keeps pace with real time so that
    // TanStack Query's setTimeout(0) notifications still arrive; React's scheduler runs as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    backend.recoveries.set(TOKEN, 'ada@example.com');
    const { router } = renderApp(`/recover/${TOKEN}`);

    const change = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('Username (your email)');
    change('Username (your email)', 'ada@example.com');
    change('New password', NEW_PASSWORD);
    change('Confirm password', NEW_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(/Your password has been reset/)).toBeTruthy();
    await act(async () => {}); // the success view's effect (which starts the timer) has run
    act(() => vi.advanceTimersByTime(9_000));
    expect(router.state.location.pathname).toBe(`/recover/${TOKEN}`);
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
  });

  it('shows signed-in visitors a logged-in view first, and the form once they log out', async () => {
    backend.recoveries.set(TOKEN, 'uma@example.com');
    const { user } = renderApp(`/recover/${TOKEN}`, { profile: userProfile() });

    expect(await screen.findByRole('heading', { name: 'Hello Uma' })).toBeTruthy();
    expect(screen.getByText(/You are logged in as uma@example.com/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByLabelText('Username (your email)')).toBeTruthy();
  });
});
