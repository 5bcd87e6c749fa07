import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../clock/clock.ts';
import type { MemberCaller } from './caller.ts';
import type { AppEnv } from './env.ts';
import { handleError } from './errors.ts';
import { requireRecentSignIn } from './guards.ts';

const clock = new FixedClock('2026-11-22T12:00:00Z');

function callAs(caller: Partial<MemberCaller>) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
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
      ...caller,
    });
    await next();
  });
  app.get('/sensitive', (c) => c.json({ userId: requireRecentSignIn(c, clock).userId }));
  app.onError(handleError);
  return app.request('/sensitive');
}

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
