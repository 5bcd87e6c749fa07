import type { EntitySchema } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { withContext } from '../../../../platform/db/unit-of-work.ts';
import { Account } from '../../domain/account.ts';
import { ApiToken } from '../../domain/api-token.ts';
import { Invitation } from '../../domain/invitation.ts';
import { Membership } from '../../domain/membership.ts';
import { Session } from '../../domain/session.ts';
import { User } from '../../domain/user.ts';
import {
  AccountSchema,
  ApiTokenSchema,
  InvitationSchema,
  MembershipSchema,
  SessionSchema,
  UserSchema,
} from './accounts.mapping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Persist in one fork, load in a fresh one: catches a misspelled or unmapped field. */
function roundTrip<T extends { id: number }>(entity: T, schema: EntitySchema<T>): Promise<T> {
  return withContext(t.orm, async () => {
    await t.orm.em.fork().persist(entity).flush();
    return (await t.orm.em.fork().findOneOrFail(schema as unknown as EntitySchema, { id: entity.id })) as T;
  });
}

const now = new Date('2026-11-22T12:00:00Z');

describe('accounts mappings', () => {
  it('round-trips a user with a lower-cased email and staff flags', async () => {
    const user = new User({
      email: 'Mixed@Example.COM',
      passwordHash: 'h',
      firstName: 'A',
      lastName: 'B',
      createdAt: now,
      isEmployee: true,
    });
    const loaded = await roundTrip(user, UserSchema);
    expect(loaded).toBeInstanceOf(User);
    expect(loaded).toMatchObject({
      email: 'mixed@example.com',
      isEmployee: true,
      adminUser: false,
      createdAt: now,
    });
  });

  it('round-trips an account with money in cents', async () => {
    const account = new Account({
      brandingId: 2,
      createdAt: now,
      company: 'Co',
      creditLimitCents: 5000,
      sellersAdmin: true,
    });
    const loaded = await roundTrip(account, AccountSchema);
    expect(loaded).toMatchObject({
      brandingId: 2,
      creditLimitCents: 5000,
      sellersAdmin: true,
      isB2b: true,
    });
  });

  it('round-trips a membership', async () => {
    const loaded = await roundTrip(
      new Membership({ userId: 1, accountId: 2, role: 'user', nickname: 'Front desk' }),
      MembershipSchema,
    );
    expect(loaded).toMatchObject({ userId: 1, accountId: 2, role: 'user', nickname: 'Front desk' });
  });

  it('round-trips a session whose rules still work after loading', async () => {
    const session = new Session({
      tokenHash: 'a'.repeat(64),
      userId: 1,
      accountId: 2,
      remember: false,
      now,
      mfaPassed: true,
      openedWith: 'credentials',
      device: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0', ip: '203.0.113.7' },
    });
    const loaded = await roundTrip(session, SessionSchema);
    expect(loaded).toBeInstanceOf(Session);
    expect(loaded).toMatchObject({
      userAgent: session.userAgent,
      ip: '203.0.113.7',
      authenticatedAt: now,
      mfaPassed: true,
    });
    expect(loaded.isActiveAt(new Date(now.getTime() + 3_600_000))).toBe(true);
    loaded.touch(new Date(now.getTime() + 3_600_000));
    expect(loaded.expiresAt.getTime()).toBe(now.getTime() + 3 * 3_600_000);
  });

  it('round-trips a login-link session without a proof of identity', async () => {
    const session = new Session({
      tokenHash: 'b'.repeat(64),
      userId: 1,
      accountId: 2,
      remember: false,
      now,
      openedWith: 'login-link',
    });
    expect(await roundTrip(session, SessionSchema)).toMatchObject({ authenticatedAt: null, userAgent: null });
  });

  it('round-trips an API token with its scope and expiry, whose expiry rule still works', async () => {
    const token = new ApiToken({
      userId: 1,
      accountId: 2,
      name: 'CRM',
      tokenHash: 'b'.repeat(64),
      last4: 'x9Qe',
      scope: 'read-only',
      expiresAt: new Date(now.getTime() + 60_000),
      now,
    });
    const loaded = await roundTrip(token, ApiTokenSchema);
    expect(loaded).toMatchObject({ scope: 'read-only', expiresAt: new Date(now.getTime() + 60_000) });
    expect(loaded.isExpiredAt(new Date(now.getTime() + 60_000))).toBe(true);
  });

  it('round-trips an invitation whose status rule still works', async () => {
    const invitation = new Invitation({
      accountId: 2,
      email: 'Bob@Example.com',
      firstName: 'Bob',
      lastName: 'Ng',
      role: 'admin',
      tokenHash: 'c'.repeat(64),
      invitedByUserId: 1,
      now,
    });
    const loaded = await roundTrip(invitation, InvitationSchema);
    expect(loaded).toBeInstanceOf(Invitation);
    expect(loaded).toMatchObject({ email: 'bob@example.com', role: 'admin', acceptedAt: null });
    expect(loaded.statusAt(now)).toBe('pending');
  });
});
