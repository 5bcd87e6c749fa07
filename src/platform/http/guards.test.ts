import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../clock/clock.ts';
import type { MemberCaller } from './caller.ts';
import type { AppEnv } from './env.ts';
import { handleError } from './errors.ts';
import { requireRecentSignIn, requireStaff } from './guards.ts';

const clock = new FixedClock('2026-11-22T12:00:00Z');

function callAs(caller: Partial<MemberCaller>, options: { staffRequireMfa?: boolean; path?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('staffRequireMfa', options.staffRequireMfa ?? false);
    c.set('caller', {
      kind: 'member',
      userId: 1,
      accountId: 1,
      brandingId: 1,
      role: 'admin',
      isEmployee: false,
      adminUser: false,
      accounting: false,
      via: 'session',
      credentialId: 1,
      authenticatedAt: clock.now(),
      mfaPassed: false,
      ...caller,
    });
    await next();
  });
  app.get('/sensitive', (c) => c.json({ userId: requireRecentSignIn(c, clock).userId }));
  app.get('/staff', (c) => c.json({ userId: requireStaff(c).userId }));
  app.onError(handleError);
  return app.request(options.path ?? '/sensitive');
}

const staff = { isEmployee: true };
const callStaffRoute = (caller: Partial<MemberCaller>, staffRequireMfa = false) =>
  callAs(caller, { staffRequireMfa, path: '/staff' });

describe('the recent sign-in guard', () => {
  it('lets a session signed in within 15 minutes through', async () => {
    expect((await callAs({ authenticatedAt: new Date('2026-11-22T11:46:00Z') })).status).toBe(200);
  });

  it('asks an older session to confirm the password', async () => {
    const response = await callAs({ authenticatedAt: new Date('2026-11-22T11:45:00Z') });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('auth.recent_sign_in_required');
  });

  it('never accepts an API token for a sensitive change', async () => {
    expect((await callAs({ via: 'token' })).status).toBe(403);
  });
});

describe('the staff guard', () => {
  it('lets an employee or admin user in a session through', async () => {
    expect((await callStaffRoute(staff)).status).toBe(200);
    expect((await callStaffRoute({ adminUser: true })).status).toBe(200);
  });

  it('refuses customers with 403', async () => {
    expect((await callStaffRoute({})).status).toBe(403);
  });

  it('refuses an employee’s API token', async () => {
    const response = await callStaffRoute({ ...staff, via: 'token' });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(
      'API tokens cannot use staff tools; sign in to the web site.',
    );
  });

  it('with STAFF_REQUIRE_MFA, refuses a session that did not pass MFA and lets one that did through', async () => {
    const refused = await callStaffRoute(staff, true);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('auth.mfa_required');
    expect((await callStaffRoute({ ...staff, mfaPassed: true }, true)).status).toBe(200);
  });
});
