import { describe, expect, it } from 'vitest';
import { accountsFakes, seedMember, sessionCaller } from '../testing/accounts-fakes.ts';
import { makeAcceptInvitation } from './accept-invitation.ts';
import { makeInviteAccountUser } from './invite-account-user.ts';

const invitee = { email: 'Grace@Example.com', firstName: 'Grace', lastName: 'Hopper', role: 'user' as const };

async function setUp() {
  const fakes = accountsFakes();
  const admin = await seedMember(fakes, { email: 'ada@example.com' });
  return {
    fakes,
    admin,
    caller: sessionCaller(fakes, admin),
    invite: makeInviteAccountUser(fakes),
    accept: makeAcceptInvitation(fakes),
  };
}

const linkIn = (text = '') => /\/invitation\/([\w-]+)/.exec(text)?.[1] ?? '';

describe('inviting an account user', () => {
  it('mails the invitee a link and nobody joins yet', async () => {
    const { fakes, caller, invite } = await setUp();

    const view = await invite(caller, invitee);

    expect(view).toMatchObject({ email: 'grace@example.com', role: 'user', status: 'pending' });
    const mail = fakes.notifier.lastEmailTo('grace@example.com');
    expect(mail?.text).toContain('https://numberyard.test/invitation/');
    expect(mail?.secret).toBe(true);
    expect(await fakes.directory.membersOfAccount(caller.accountId)).toHaveLength(1);
  });

  it('answers 409 for someone who already uses the account', async () => {
    const { fakes, caller, invite } = await setUp();
    await seedMember(fakes, { email: 'grace@example.com', accountId: caller.accountId });

    await expect(invite(caller, invitee)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'accounts.already_member',
    });
    expect(fakes.notifier.emails).toHaveLength(0);
  });

  it('lets a new person accept from the link with a password: a login and a membership, the link spent', async () => {
    const { fakes, caller, invite, accept } = await setUp();
    await invite(caller, invitee);
    const token = linkIn(fakes.notifier.lastEmailTo('grace@example.com')?.text);

    const accepted = await accept({ caller: null, token, ip: '203.0.113.7', password: 'Grace-Strong-77' });

    expect(accepted).toMatchObject({ accountId: caller.accountId, createdLogin: true });
    const grace = await fakes.users.byEmail('grace@example.com');
    expect(grace?.passwordHash).toBe(await fakes.passwords.hash('Grace-Strong-77'));
    expect(await fakes.directory.membership(grace!.id, caller.accountId)).toMatchObject({ role: 'user' });
    await expect(
      accept({ caller: null, token, ip: '203.0.113.7', password: 'Grace-Strong-77' }),
    ).rejects.toMatchObject({ code: 'accounts.invitation_invalid' });
  });
});
