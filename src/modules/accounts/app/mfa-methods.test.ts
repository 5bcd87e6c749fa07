import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MS } from '../../../shared/recent-sign-in.ts';
import { accountsFakes, seedMember, seedSession, sessionCaller } from '../testing/accounts-fakes.ts';
import { VALID_TOTP_CODE } from '../testing/fake-secrets.ts';
import { makeAddMfaMethod } from './add-mfa-method.ts';
import { makeRemoveMfaMethod } from './remove-mfa-method.ts';
import { makeVerifyMfaMethod } from './verify-mfa-method.ts';

async function setUp() {
  const fakes = accountsFakes();
  const ada = await seedMember(fakes, { email: 'ada@example.com' });
  const owner = { userId: ada.user.id, accountId: ada.account.id };
  const { session: current } = await seedSession(fakes, owner);
  await seedSession(fakes, owner);
  return {
    fakes,
    current,
    caller: sessionCaller(fakes, ada, { credentialId: current.id }),
    add: makeAddMfaMethod(fakes),
    verify: makeVerifyMfaMethod(fakes),
    remove: makeRemoveMfaMethod(fakes),
  };
}

describe('MFA methods', () => {
  it('mails a code to a new email method, which counts once verified; other sessions end', async () => {
    const { fakes, current, caller, add, verify } = await setUp();

    const { mfaMethod } = await add(caller, { type: 'email' });
    expect(mfaMethod).toMatchObject({ type: 'email', data: 'ada@example.com', verified: false });
    const code = /code is (\d{6})/.exec(fakes.notifier.lastEmailTo('ada@example.com')?.text ?? '')?.[1] ?? '';

    const verified = await verify(caller, { id: mfaMethod.mfaMethodId, code });

    expect(verified.verified).toBe(true);
    expect(fakes.sessions.table.rows).toEqual([current]);
  });

  it('gives an authenticator app its secret once, sealed at rest, and refuses a reused code', async () => {
    const { fakes, caller, add, verify } = await setUp();

    const added = await add(caller, { type: 'totp' });

    expect(added.totp?.secret).toBe('TOTPSECRET');
    expect(fakes.mfaMethods.table.rows[0]?.secretSealed).toBe('sealed:TOTPSECRET');
    await verify(caller, { id: added.mfaMethod.mfaMethodId, code: VALID_TOTP_CODE });
    await expect(
      verify(caller, { id: added.mfaMethod.mfaMethodId, code: VALID_TOTP_CODE }),
    ).rejects.toMatchObject({ code: 'accounts.mfa_code' });
  });

  it('answers 409 for the same email twice', async () => {
    const { caller, add } = await setUp();
    await add(caller, { type: 'email' });

    await expect(add(caller, { type: 'email', data: 'ADA@example.com' })).rejects.toMatchObject({
      kind: 'conflict',
    });
  });

  it('needs a recent sign-in to add or remove a method', async () => {
    const { fakes, caller, add, remove } = await setUp();
    const { mfaMethod } = await add(caller, { type: 'email' });
    fakes.clock.advance(RECENT_SIGN_IN_MS);

    await expect(add(caller, { type: 'sms', data: '2015550123' })).rejects.toMatchObject({
      code: 'auth.recent_sign_in_required',
    });
    await expect(remove(caller, mfaMethod.mfaMethodId)).rejects.toMatchObject({
      code: 'auth.recent_sign_in_required',
    });
    expect(fakes.mfaMethods.table.rows).toHaveLength(1);
  });
});
