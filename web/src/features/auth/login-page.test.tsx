import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import type { MfaMethodOption } from '../../../test/msw/handlers.ts';
import { backend, callsTo, http, TEST_MFA_CODE, TEST_PASSWORD } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

type User = ReturnType<typeof renderApp>['user'];

async function logIn(user: User, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login page', () => {
  it('offers email, password, show password, keep me logged in, forgot password and sign up', async () => {
    const { user } = renderApp('/login');

    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByLabelText('Show password'));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Keep me logged in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/recover');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/basket');
  });

  it('goes to post_login_url after signing in', async () => {
    const { user, router } = renderApp('/login?post_login_url=%2Faccount%2Fprofile%3Ftab%3D1');

    await logIn(user, 'ada@example.com', TEST_PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(router.state.location.search).toBe('?tab=1');
  });

  it("ignores a post_login_url on another site and goes to the user's account home", async () => {
    backend.users.set('uma@example.com', userProfile());
    const { user, router } = renderApp('/login?post_login_url=%2F%2Fevil.com');

    await logIn(user, 'uma@example.com', TEST_PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
  });

  it('shows the server message and stays on the page when the password is wrong', async () => {
    const { user, router } = renderApp('/login');

    await logIn(user, 'ada@example.com', 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks for an email and a password before calling the server', async () => {
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Log In' }));

    expect(screen.getByText('Email is empty.')).toBeTruthy();
    expect(screen.getByText('Password is empty.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it("greets a signed-in user with 'Go to My Account' and 'Log Out'", async () => {
    const { user } = renderApp('/login', { profile: userProfile() });

    expect(await screen.findByRole('heading', { name: 'Hello Uma' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Account' }).getAttribute('href')).toBe(
      '/account/profile',
    );
    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
  });
});

const emailMethod: MfaMethodOption = { mfaMethodId: 7, type: 'email', data: 'a****@example.com' };
const smsMethod: MfaMethodOption = { mfaMethodId: 8, type: 'sms', data: '***-***-1234' };
const appMethod: MfaMethodOption = { mfaMethodId: 9, type: 'totp', data: 'Authenticator app' };

describe('login with two-step verification', () => {
  it('goes straight to code entry when the account has a single MFA method, then signs in', async () => {
    backend.loginMfa.set('ada@example.com', [emailMethod]);
    const { user, router } = renderApp('/login');

    await logIn(user, 'ada@example.com', TEST_PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Enter your verification code' })).toBeTruthy();
    expect(screen.getByText('We sent a verification code to a****@example.com.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(screen.getByLabelText('Verification code'), TEST_MFA_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // Spec 1: an account admin lands on Numbers.
    expect(await screen.findByRole('heading', { name: 'Numbers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/numbers');
    expect(callsTo('login')).toEqual([
      {
        email: 'ada@example.com',
        password: TEST_PASSWORD,
        remember: false,
        recaptchaToken: 'dev-recaptcha-token',
      },
      {
        email: 'ada@example.com',
        password: TEST_PASSWORD,
        remember: false,
        recaptchaToken: 'dev-recaptcha-token',
        mfaMethodId: 7,
        mfaCode: TEST_MFA_CODE,
      },
    ]);
  });

  it('asks to choose among several methods, with their type and masked address, and insists on a choice', async () => {
    backend.loginMfa.set('ada@example.com', [emailMethod, smsMethod]);
    const { user } = renderApp('/login');

    await logIn(user, 'ada@example.com', TEST_PASSWORD);
    const choice = await screen.findByRole('group', { name: 'Choose a verification method' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['Email: a****@example.com', 'Text message: ***-***-1234']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('You must select an MFA method to continue.')).toBeTruthy();
    expect(callsTo('login')).toHaveLength(1);

    await user.click(screen.getByLabelText('Text message: ***-***-1234'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('We sent a verification code by text message to ***-***-1234.'),
    ).toBeTruthy();
    expect(callsTo('login')[1]).toMatchObject({ email: 'ada@example.com', mfaMethodId: 8 });
    expect(callsTo('login')[1]).not.toHaveProperty('mfaCode');
  });

  it('requires a verification code of at most 10 characters', async () => {
    backend.loginMfa.set('ada@example.com', [emailMethod]);
    const { user } = renderApp('/login');
    await logIn(user, 'ada@example.com', TEST_PASSWORD);

    await user.click(await screen.findByRole('button', { name: 'Verify' }));

    expect(screen.getByText('You must enter a verification code to continue.')).toBeTruthy();
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('maxlength')).toBe('10');
    expect(callsTo('login')).toHaveLength(1);
  });

  it("shows the server's mfaError for a wrong code and lets the user try again", async () => {
    backend.loginMfa.set('ada@example.com', [emailMethod]);
    const { user, router } = renderApp('/login');
    await logIn(user, 'ada@example.com', TEST_PASSWORD);

    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('The verification code is not correct.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await user.type(code, TEST_MFA_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Numbers' })).toBeTruthy();
  });

  it('tells authenticator-app users to type the code from their app, with nothing to resend', async () => {
    backend.loginMfa.set('ada@example.com', [appMethod]);
    const { user } = renderApp('/login');

    await logIn(user, 'ada@example.com', TEST_PASSWORD);

    expect(await screen.findByText('Enter the code shown in your authenticator app.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
  });

  it('says MFA is required but no step is specified when the server offers no method', async () => {
    server.use(
      http.post('/api/session', ({ response }) =>
        response(200).json({ result: 'mfaRequired', isMfaRequired: true, mfaMethods: [] }),
      ),
    );
    const { user } = renderApp('/login');

    await logIn(user, 'ada@example.com', TEST_PASSWORD);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'MFA is required, but no step is specified. Please try again.',
    );
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('reports a code that could not be sent', async () => {
    backend.loginMfa.set('ada@example.com', [emailMethod, smsMethod]);
    const { user } = renderApp('/login');
    await logIn(user, 'ada@example.com', TEST_PASSWORD);
    await user.click(await screen.findByLabelText('Email: a****@example.com'));
    server.use(http.untyped.post('/api/session', () => new Response('Bad gateway', { status: 502 })));

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error sending MFA request, please try again.',
    );
  });

  it("shows the server's message when login is rate limited", async () => {
    server.use(
      http.post('/api/session', ({ response }) =>
        response(429).json({
          name: 'TooManyRequests',
          code: 'rate_limited',
          message: 'Too many attempts. Please wait and try again.',
        }),
      ),
    );
    const { user } = renderApp('/login');

    await logIn(user, 'ada@example.com', TEST_PASSWORD);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait and try again.',
    );
  });
});
