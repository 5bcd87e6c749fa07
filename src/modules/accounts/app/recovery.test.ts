import { describe, expect, it } from 'vitest';
import { ApiToken } from '../domain/api-token.ts';
import { MfaMethod } from '../domain/mfa-method.ts';
import { type AccountsFakes, accountsFakes, seedMember, seedSession } from '../testing/accounts-fakes.ts';
import { RECOVERY_MESSAGES } from './recovery-link.ts';
import { makeRequestRecovery, RECOVERY_REQUESTED_MESSAGE } from './request-recovery.ts';
import { makeResetPassword } from './reset-password.ts';
import { makeSendRecoveryCode } from './send-recovery-code.ts';

const IP = '203.0.113.7';
const NEW_PASSWORD = 'Brand-New-Secret-5';

async function requestedLink(fakes: AccountsFakes, email: string) {
  await makeRequestRecovery(fakes)({ email, ip: IP });
  return /\/recover\/([\w-]+)/.exec(fakes.notifier.lastEmailTo(email)?.text ?? '')?.[1] ?? '';
}

describe('password recovery', () => {
  it('answers the same for an unknown email, and mails nothing', async () => {
    const fakes = accountsFakes();
    await seedMember(fakes, { email: 'ada@example.com' });
    const request = makeRequestRecovery(fakes);

    expect(await request({ email: 'nobody@example.com', ip: IP })).toBe(RECOVERY_REQUESTED_MESSAGE);
    expect(fakes.notifier.emails).toHaveLength(0);
    expect(await request({ email: 'ada@example.com', ip: IP })).toBe(RECOVERY_REQUESTED_MESSAGE);
    expect(fakes.notifier.lastEmailTo('ada@example.com')?.text).toContain('https://numberyard.test/recover/');
  });

  it('sets the new password, ends every session and API token, and spends the link', async () => {
    const fakes = accountsFakes();
    const { user, account } = await seedMember(fakes, { email: 'ada@example.com' });
    await seedSession(fakes, { userId: user.id, accountId: account.id });
    await fakes.apiTokens.add(
      new ApiToken({
        userId: user.id,
        accountId: account.id,
        name: 'CI',
        tokenHash: 'digest:ny_ci',
        last4: '_ci0',
        scope: 'full',
        expiresAt: null,
        now: fakes.clock.now(),
      }),
    );
    const token = await requestedLink(fakes, 'ada@example.com');
    const reset = makeResetPassword(fakes);

    await reset({ token, username: 'ADA@example.com', password: NEW_PASSWORD, ip: IP });

    expect(user.passwordHash).toBe(await fakes.passwords.hash(NEW_PASSWORD));
    expect(fakes.sessions.table.rows).toHaveLength(0);
    expect(fakes.apiTokens.table.rows).toHaveLength(0);
    expect(fakes.securityLog.named('security.password.reset')[0]).toMatchObject({
      detail: { apiTokensDeleted: 1 },
    });
    await expect(
      reset({ token, username: 'ada@example.com', password: NEW_PASSWORD, ip: IP }),
    ).rejects.toMatchObject({ code: 'accounts.recovery_invalid' });
  });

  it('refuses an email that is not the link’s, with the spec’s message on the username', async () => {
    const fakes = accountsFakes();
    const { user } = await seedMember(fakes, { email: 'ada@example.com' });
    const before = user.passwordHash;
    const token = await requestedLink(fakes, 'ada@example.com');

    await expect(
      makeResetPassword(fakes)({ token, username: 'bob@example.com', password: NEW_PASSWORD, ip: IP }),
    ).rejects.toMatchObject({
      errors: { username: RECOVERY_MESSAGES.usernameMismatch },
    });
    expect(user.passwordHash).toBe(before);
  });

  it('asks a user with MFA for a code, sent on request, before the reset', async () => {
    const fakes = accountsFakes();
    const { user } = await seedMember(fakes, { email: 'ada@example.com' });
    const method = new MfaMethod({
      userId: user.id,
      type: 'sms',
      data: '+12015550123',
      now: fakes.clock.now(),
    });
    method.markVerified(fakes.clock.now());
    await fakes.mfaMethods.add(method);
    const token = await requestedLink(fakes, 'ada@example.com');
    const reset = makeResetPassword(fakes);
    const input = { token, username: 'ada@example.com', password: NEW_PASSWORD, ip: IP };

    await expect(reset(input)).rejects.toMatchObject({
      errors: { mfaCode: RECOVERY_MESSAGES.codeRequired },
    });
    await makeSendRecoveryCode(fakes)({ token, mfaMethodId: method.id, ip: IP });
    const code = /code is (\d{6})/.exec(fakes.notifier.texts.at(-1)?.body ?? '')?.[1];

    await expect(reset({ ...input, mfaCode: code })).resolves.toEqual({ success: true });
    expect(user.passwordHash).toBe(await fakes.passwords.hash(NEW_PASSWORD));
  });
});
