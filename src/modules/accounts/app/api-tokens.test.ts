import { describe, expect, it } from 'vitest';
import { accountsFakes, seedMember, sessionCaller } from '../testing/accounts-fakes.ts';
import { makeAuthenticateApiToken } from './authenticate-api-token.ts';
import { makeCreateApiToken } from './create-api-token.ts';
import { makeDeleteApiToken } from './delete-api-token.ts';
import { makeListApiTokens } from './list-api-tokens.ts';

async function setUp() {
  const fakes = accountsFakes();
  const ada = await seedMember(fakes, { email: 'ada@example.com' });
  return {
    fakes,
    caller: sessionCaller(fakes, ada),
    create: makeCreateApiToken(fakes),
    remove: makeDeleteApiToken(fakes),
    list: makeListApiTokens(fakes),
    authenticate: makeAuthenticateApiToken(fakes),
  };
}

describe('API tokens', () => {
  it('answers the full token once, stores only its hash, and logs the creation without it', async () => {
    const { fakes, caller, create, list, authenticate } = await setUp();

    const created = await create(caller, { name: 'CI', scope: 'read-only' });

    expect(created.token).toMatch(/^ny_/);
    expect(created.last4).toBe(created.token.slice(-4));
    expect(fakes.apiTokens.table.rows[0]?.tokenHash).toBe(fakes.tokens.digest(created.token));
    expect((await list(caller, { limit: 10, offset: 0 })).data[0]).not.toHaveProperty('token');
    expect(await authenticate(created.token)).toMatchObject({ via: 'token', tokenScope: 'read-only' });
    const [logged] = fakes.securityLog.named('security.api_token.created');
    expect(JSON.stringify(logged)).not.toContain(created.token);
  });

  it('refuses an expiry in the past with a field error', async () => {
    const { fakes, caller, create } = await setUp();

    await expect(
      create(caller, { name: 'CI', scope: 'full', expiresAt: new Date(fakes.clock.now().getTime() - 1) }),
    ).rejects.toMatchObject({ kind: 'validation', code: 'accounts.api_token_expiry' });
    expect(fakes.apiTokens.table.rows).toHaveLength(0);
  });

  it('deletes a token, which then authenticates as nothing, and logs it', async () => {
    const { fakes, caller, create, remove, authenticate } = await setUp();
    const created = await create(caller, { name: 'CI', scope: 'full' });

    await remove(caller, created.id);

    expect(await authenticate(created.token)).toBeNull();
    expect(fakes.securityLog.named('security.api_token.deleted')[0]).toMatchObject({
      detail: { apiTokenId: created.id, reason: 'deleted' },
    });
  });

  it('answers 404 for another user’s token and keeps it', async () => {
    const { fakes, caller, create, remove } = await setUp();
    const bob = await seedMember(fakes, { email: 'bob@example.com', accountId: caller.accountId });
    const bobs = await create(sessionCaller(fakes, bob), { name: 'Bob', scope: 'full' });

    await expect(remove(caller, bobs.id)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'accounts.api_token_not_found',
    });
    expect(fakes.apiTokens.table.rows).toHaveLength(1);
  });
});

describe('authenticating an API token', () => {
  it('authenticates nobody from the token’s expiry on', async () => {
    const { fakes, caller, create, authenticate } = await setUp();
    const expiresAt = new Date(fakes.clock.now().getTime() + 60_000);
    const created = await create(caller, { name: 'CI', scope: 'full', expiresAt });

    fakes.clock.advance(59_999);
    expect(await authenticate(created.token)).toMatchObject({ via: 'token', credentialId: created.id });
    fakes.clock.advance(1);
    expect(await authenticate(created.token)).toBeNull();
  });

  it('authenticates nobody once its user has left the token’s account', async () => {
    const { fakes, caller, create, authenticate } = await setUp();
    const created = await create(caller, { name: 'CI', scope: 'full' });

    const membership = await fakes.directory.membership(caller.userId, caller.accountId);
    await fakes.directory.removeMembership(membership!);

    expect(await authenticate(created.token)).toBeNull();
  });

  it('records the last use to the minute: a flush on first use, none within the minute', async () => {
    const { fakes, caller, create, authenticate } = await setUp();
    const created = await create(caller, { name: 'CI', scope: 'full' });
    const stored = fakes.apiTokens.table.rows[0]!;

    await authenticate(created.token);
    const firstUse = fakes.clock.now();
    expect(stored.lastUsedAt).toEqual(firstUse);
    const flushes = fakes.unitOfWork.flushes;

    fakes.clock.advance(30_000);
    await authenticate(created.token);
    expect(stored.lastUsedAt).toEqual(firstUse);
    expect(fakes.unitOfWork.flushes).toBe(flushes);
  });
});
