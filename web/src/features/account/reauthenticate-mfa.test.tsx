import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import { backend, callsTo, TEST_MFA_CODE, TEST_PASSWORD } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

type User = ReturnType<typeof renderApp>['user'];

const EMAIL_METHOD = { mfaMethodId: 7, type: 'email' as const, data: 'u***@example.com' };
const SMS_METHOD = { mfaMethodId: 8, type: 'sms' as const, data: '+1 ***-***-0199' };

async function changeEmailAndConfirmPassword(user: User) {
  const email = await screen.findByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'uma@new.example');
  await user.click(screen.getByRole('button', { name: 'Change Email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
  await user.type(within(dialog).getByLabelText('Password'), TEST_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('confirming the password of a user with two-step verification', () => {
  it('asks for the code sent to their single method, then makes the change', async () => {
    backend.recentSignIn = false;
    backend.loginMfa.set('uma@example.com', [EMAIL_METHOD]);
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await changeEmailAndConfirmPassword(user);
    const codeDialog = await screen.findByRole('dialog', { name: 'Enter your verification code' });
    expect(within(codeDialog).getByText('We sent a verification code to u***@example.com.')).toBeTruthy();
    await user.type(within(codeDialog).getByLabelText('Verification code'), TEST_MFA_CODE);
    await user.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Your email was changed.')).toBeTruthy();
    expect(callsTo('reauthenticate')).toEqual([
      { password: TEST_PASSWORD },
      { password: TEST_PASSWORD, mfaMethodId: 7, mfaCode: TEST_MFA_CODE },
    ]);
  });

  it('lets them choose among several methods with the keyboard before the code', async () => {
    backend.recentSignIn = false;
    backend.loginMfa.set('uma@example.com', [EMAIL_METHOD, SMS_METHOD]);
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await changeEmailAndConfirmPassword(user);
    const choice = await screen.findByRole('dialog', { name: 'Verify it is you' });
    const select = within(choice).getByLabelText('Verification method');
    select.focus();
    await user.selectOptions(select, 'Text message: +1 ***-***-0199');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(choice).getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');

    const codeDialog = await screen.findByRole('dialog', { name: 'Enter your verification code' });
    expect(within(codeDialog).getByText(/by text message to \+1 \*\*\*-\*\*\*-0199/)).toBeTruthy();
    await user.type(within(codeDialog).getByLabelText('Verification code'), `${TEST_MFA_CODE}{Enter}`);

    expect(await screen.findByText('Your email was changed.')).toBeTruthy();
    expect(callsTo('reauthenticate')).toEqual([
      { password: TEST_PASSWORD },
      { password: TEST_PASSWORD, mfaMethodId: 8 },
      { password: TEST_PASSWORD, mfaMethodId: 8, mfaCode: TEST_MFA_CODE },
    ]);
  });

  it('says when the code is wrong and asks again', async () => {
    backend.recentSignIn = false;
    backend.loginMfa.set('uma@example.com', [EMAIL_METHOD]);
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await changeEmailAndConfirmPassword(user);
    const first = await screen.findByRole('dialog', { name: 'Enter your verification code' });
    await user.type(within(first).getByLabelText('Verification code'), '000000');
    await user.click(within(first).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(/The verification code is not correct\./)).toBeTruthy();
    const again = screen.getByRole('dialog', { name: 'Enter your verification code' });
    await user.type(within(again).getByLabelText('Verification code'), TEST_MFA_CODE);
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your email was changed.')).toBeTruthy();
  });

  it('saves nothing and shows no error when the code prompt is cancelled', async () => {
    backend.recentSignIn = false;
    backend.loginMfa.set('uma@example.com', [EMAIL_METHOD]);
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await changeEmailAndConfirmPassword(user);
    const codeDialog = await screen.findByRole('dialog', { name: 'Enter your verification code' });
    await user.click(within(codeDialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Login email' })).queryByRole('alert')).toBeNull();
    expect(callsTo('updateProfile')).toHaveLength(1);
    expect(backend.profile.userInfo?.email).toBe('uma@example.com');
  });
});
