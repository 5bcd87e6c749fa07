import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import {
  backend,
  callsTo,
  TEST_MFA_CODE,
  TEST_PASSWORD,
  TEST_QR_CODE,
  TEST_TOTP_SECRET,
} from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

function mfaSection() {
  return within(screen.getByRole('region', { name: 'Two-step verification' }));
}

describe('two-step verification on the profile', () => {
  it('says when there is no method yet', async () => {
    renderApp('/account/profile', { profile: userProfile() });

    expect(await screen.findByText('You have no verification methods yet.')).toBeTruthy();
  });

  it('adds an authenticator app: shows its QR code and secret, then turns it on with a code', async () => {
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Add authenticator app' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(TEST_QR_CODE);
    expect(screen.getByText(TEST_TOTP_SECRET)).toBeTruthy();
    expect(callsTo('addMfaMethod')).toEqual([{ type: 'totp' }]);

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('You must enter a verification code to continue.')).toBeTruthy();

    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The verification code is not correct.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), TEST_MFA_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Authenticator app: Authenticator app is on.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
    const list = mfaSection().getByRole('list', { name: 'Verification methods' });
    expect(within(list).getByText('On')).toBeTruthy();
  });

  it('adds an email method after confirming the password, and asks for the code sent to it', async () => {
    backend.recentSignIn = false;
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Add email' }));
    const form = await screen.findByRole('dialog', { name: 'Add an email for codes' });
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('uma@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Code' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(confirm).getByLabelText('Password'), TEST_PASSWORD);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('We sent a verification code to u****@example.com.')).toBeTruthy();
    expect(callsTo('addMfaMethod')).toEqual([
      { type: 'email', data: 'uma@example.com' },
      { type: 'email', data: 'uma@example.com' },
    ]);
  });

  it('shows the server refusing a method the user already has', async () => {
    backend.mfaMethods = [
      {
        mfaMethodId: 3,
        type: 'email',
        data: 'u****@example.com',
        verified: true,
        createDate: '2030-01-01T00:00:00Z',
      },
    ];
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Add email' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Code' }));

    expect((await mfaSection().findByRole('alert')).textContent).toBe('You already have that MFA method.');
  });

  it("removes a method once the 'Confirm Remove' dialog is confirmed", async () => {
    backend.mfaMethods = [
      {
        mfaMethodId: 3,
        type: 'sms',
        data: '***-***-1234',
        verified: true,
        createDate: '2030-01-01T00:00:00Z',
      },
    ];
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Remove Text message: ***-***-1234' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Remove' });
    expect(dialog.textContent).toContain('Remove Text message: ***-***-1234?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('You have no verification methods yet.')).toBeTruthy();
    expect(callsTo('removeMfaMethod')).toEqual([3]);
  });
});
