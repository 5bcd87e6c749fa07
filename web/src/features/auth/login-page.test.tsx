import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import { backend, TEST_PASSWORD } from '../../../test/msw/handlers.ts';
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
    const { user, router } = renderApp('/login?post_login_url=%2F%2Fevil.example%2F');

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
