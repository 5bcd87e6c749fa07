import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME } from '../domain/session.ts';
import { accountsFakes, seedMember, seedSession } from '../testing/accounts-fakes.ts';
import { makeAuthenticateSession, TOUCH_EVERY_MS } from './authenticate-session.ts';

async function setUp() {
  const fakes = accountsFakes();
  const ada = await seedMember(fakes, { email: 'ada@example.com', role: 'user', brandingId: 2 });
  const { session, token } = await seedSession(fakes, { userId: ada.user.id, accountId: ada.account.id });
  return { fakes, ada, session, token, authenticate: makeAuthenticateSession(fakes) };
}

describe('authenticating a session cookie', () => {
  it('answers the holder in the session’s account, with their role and brand', async () => {
    const { ada, session, token, authenticate } = await setUp();

    expect(await authenticate(token)).toEqual({
      kind: 'member',
      userId: ada.user.id,
      accountId: ada.account.id,
      brandingId: 2,
      role: 'user',
      isEmployee: false,
      adminUser: false,
      accounting: false,
      via: 'session',
      credentialId: session.id,
      authenticatedAt: session.authenticatedAt,
      mfaPassed: false,
    });
  });

  it('authenticates nobody with an unknown cookie', async () => {
    const { authenticate } = await setUp();

    expect(await authenticate('not-a-session')).toBeNull();
  });

  it('authenticates nobody once the user is no longer a member of the session’s account', async () => {
    const { fakes, ada, token, authenticate } = await setUp();

    await fakes.directory.removeMembership(ada.membership);

    expect(await authenticate(token)).toBeNull();
  });

  it('authenticates nobody after two idle hours', async () => {
    const { fakes, token, authenticate } = await setUp();

    fakes.clock.advance(SESSION_LIFETIME.idleMs);

    expect(await authenticate(token)).toBeNull();
  });

  it('slides the idle window at most once a minute, so most requests only read', async () => {
    const { fakes, session, token, authenticate } = await setUp();
    const openedAt = fakes.clock.now();

    fakes.clock.advance(TOUCH_EVERY_MS);
    await authenticate(token);
    expect(session.lastSeenAt).toEqual(openedAt);

    fakes.clock.advance(1);
    await authenticate(token);
    expect(session.lastSeenAt).toEqual(fakes.clock.now());
    expect(session.expiresAt.getTime()).toBe(fakes.clock.now().getTime() + SESSION_LIFETIME.idleMs);
  });

  it('keeps a session active past two hours when it is used', async () => {
    const { fakes, token, authenticate } = await setUp();

    for (let hour = 0; hour < 3; hour++) {
      fakes.clock.advance(SESSION_LIFETIME.idleMs - TOUCH_EVERY_MS);
      expect(await authenticate(token)).not.toBeNull();
    }
  });
});
