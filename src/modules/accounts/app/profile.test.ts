import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_MESSAGES } from '../../../shared/password-policy.ts';
import { RECENT_SIGN_IN_MS } from '../../../shared/recent-sign-in.ts';
import {
  accountsFakes,
  PASSWORD,
  seedMember,
  seedSession,
  sessionCaller,
} from '../testing/accounts-fakes.ts';
import { COMMON_PASSWORD } from '../testing/fake-secrets.ts';
import { makeUpdateProfile } from './update-profile.ts';

const NEW_PASSWORD = 'Brand-New-Secret-5';

async function setUp() {
  const fakes = accountsFakes();
  const ada = await seedMember(fakes, { email: 'ada@example.com' });
  const owner = { userId: ada.user.id, accountId: ada.account.id };
  const { session: current } = await seedSession(fakes, owner);
  await seedSession(fakes, owner);
  const caller = sessionCaller(fakes, ada, { credentialId: current.id });
  return { fakes, ada, caller, current, updateProfile: makeUpdateProfile(fakes) };
}

describe('update profile', () => {
  it('changes the password with the current one, ends the other sessions and logs the change', async () => {
    const { fakes, ada, caller, current, updateProfile } = await setUp();

    await updateProfile(caller, { newPassword: NEW_PASSWORD, currentPassword: PASSWORD });

    expect(ada.user.passwordHash).toBe(await fakes.passwords.hash(NEW_PASSWORD));
    expect(fakes.sessions.table.rows).toEqual([current]);
    expect(fakes.securityLog.named('security.password.changed')).toHaveLength(1);
  });

  it('asks for the current password with a new one', async () => {
    const { ada, caller, updateProfile } = await setUp();
    const before = ada.user.passwordHash;

    await expect(updateProfile(caller, { newPassword: NEW_PASSWORD })).rejects.toMatchObject({
      errors: { currentPassword: CURRENT_PASSWORD_MESSAGES.required },
    });
    expect(ada.user.passwordHash).toBe(before);
  });

  it('refuses a wrong current password and keeps every session', async () => {
    const { fakes, ada, caller, updateProfile } = await setUp();
    const before = ada.user.passwordHash;

    await expect(
      updateProfile(caller, { newPassword: NEW_PASSWORD, currentPassword: 'not-it' }),
    ).rejects.toMatchObject({ errors: { currentPassword: CURRENT_PASSWORD_MESSAGES.wrong } });
    expect(ada.user.passwordHash).toBe(before);
    expect(fakes.sessions.table.rows).toHaveLength(2);
  });

  it('refuses a common password', async () => {
    const { caller, updateProfile } = await setUp();

    await expect(
      updateProfile(caller, { newPassword: COMMON_PASSWORD, currentPassword: PASSWORD }),
    ).rejects.toMatchObject({ code: 'accounts.invalid_password' });
  });

  it('needs a recent sign-in to change the email', async () => {
    const { fakes, ada, caller, updateProfile } = await setUp();
    fakes.clock.advance(RECENT_SIGN_IN_MS);

    await expect(updateProfile(caller, { email: 'lovelace@example.com' })).rejects.toMatchObject({
      code: 'auth.recent_sign_in_required',
    });
    expect(ada.user.email).toBe('ada@example.com');
  });

  it('lets only an admin change the account’s address', async () => {
    const { fakes, ada, updateProfile } = await setUp();
    const asUser = sessionCaller(fakes, ada, { role: 'user' });

    await expect(updateProfile(asUser, { city: 'Paris' })).rejects.toMatchObject({ kind: 'forbidden' });
    await updateProfile(sessionCaller(fakes, ada), { city: 'Paris', state: 'tx' });
    expect(ada.account).toMatchObject({ city: 'Paris', state: 'TX' });
  });
});
