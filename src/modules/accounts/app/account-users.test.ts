import { describe, expect, it } from 'vitest';
import { ApiToken } from '../domain/api-token.ts';
import { accountsFakes, seedMember, seedSession, sessionCaller } from '../testing/accounts-fakes.ts';
import { makeListAccountUsers } from './list-account-users.ts';
import { makeRemoveAccountUser } from './remove-account-user.ts';
import { makeUpdateAccountUser } from './update-account-user.ts';

async function setUp() {
  const fakes = accountsFakes();
  const admin = await seedMember(fakes, { email: 'ada@example.com' });
  const bob = await seedMember(fakes, {
    email: 'bob@example.com',
    accountId: admin.account.id,
    role: 'user',
  });
  return {
    fakes,
    admin,
    bob,
    caller: sessionCaller(fakes, admin),
    list: makeListAccountUsers(fakes),
    update: makeUpdateAccountUser(fakes),
    remove: makeRemoveAccountUser(fakes),
  };
}

describe('account users', () => {
  it('lists the account’s members, marking the caller', async () => {
    const { caller, list } = await setUp();

    const page = await list(caller, { limit: 10, offset: 0 });

    expect(page.total).toBe(2);
    expect(page.data.map((u) => [u.email, u.role, u.isCurrentUser])).toEqual([
      ['ada@example.com', 'admin', true],
      ['bob@example.com', 'user', false],
    ]);
  });

  it('refuses to make the last admin a user', async () => {
    const { admin, caller, update } = await setUp();

    await expect(update(caller, admin.user.id, { role: 'user' })).rejects.toMatchObject({
      code: 'accounts.last_admin',
    });
    expect(admin.membership.role).toBe('admin');
  });

  it('removes a member with their sessions and API tokens in this account only', async () => {
    const { fakes, admin, bob, caller, remove } = await setUp();
    const elsewhere = await seedMember(fakes, { email: 'bob@example.com' });
    const now = fakes.clock.now();
    for (const accountId of [admin.account.id, elsewhere.account.id]) {
      const base = { userId: bob.user.id, accountId, now };
      await seedSession(fakes, { userId: bob.user.id, accountId });
      await fakes.apiTokens.add(
        new ApiToken({
          ...base,
          name: 'CI',
          tokenHash: `t${accountId}`,
          last4: '0000',
          scope: 'full',
          expiresAt: null,
        }),
      );
    }

    await remove(caller, bob.user.id);

    expect(await fakes.directory.membership(bob.user.id, admin.account.id)).toBeNull();
    expect(fakes.sessions.table.rows.map((s) => s.accountId)).toEqual([elsewhere.account.id]);
    expect(fakes.apiTokens.table.rows.map((t) => t.accountId)).toEqual([elsewhere.account.id]);
  });

  it('answers 404 for someone outside the account', async () => {
    const { fakes, caller, remove } = await setUp();
    const stranger = await seedMember(fakes, { email: 'eve@example.com' });

    await expect(remove(caller, stranger.user.id)).rejects.toMatchObject({ code: 'accounts.user_not_found' });
  });
});
