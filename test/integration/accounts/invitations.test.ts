import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-22T12:00:00Z' });
  await seedLogins(t);
  admin = await logIn(t, 'admin@business.numberyard.test');
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const invite = (email: string, extra: object = {}) =>
  t.request('/api/account-users', {
    method: 'POST',
    cookie: admin,
    json: { email, firstName: 'Typed', lastName: 'Name', role: 'user', ...extra },
  });
const linkIn = async (email: string) => {
  const token = /\/invitation\/([\w-]+)/.exec((await lastMailTo(t, email))?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
};
const members = async () =>
  (
    (await (await t.request('/api/account-users', { cookie: admin })).json()).data as Array<{ email: string }>
  ).map((u) => u.email);
const pending = async () =>
  (await (await t.request('/api/account-invitations', { cookie: admin })).json()).data as Array<{
    id: number;
    email: string;
    status: string;
  }>;

describe('inviting someone who already has a login', () => {
  it('keeps them out of the account until they accept, and lists the invitation as pending', async () => {
    const response = await invite('user@numberyard.test');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      email: 'user@numberyard.test',
      firstName: 'Typed',
      lastName: 'Name',
      status: 'pending',
    });
    expect(await members()).not.toContain('user@numberyard.test');
    expect((await pending()).map((i) => [i.email, i.status])).toContainEqual([
      'user@numberyard.test',
      'pending',
    ]);
  });

  it('lets the invitee see it in their account area and accept it', async () => {
    const invitee = await logIn(t, 'user@numberyard.test');
    const mine = await (await t.request('/api/invitations', { cookie: invitee })).json();
    expect(mine.data).toEqual([
      expect.objectContaining({ role: 'user', invitedBy: expect.any(String), company: expect.any(String) }),
    ]);
    const accepted = await t.request(`/api/invitations/${mine.data[0].id}/accept`, {
      method: 'POST',
      cookie: invitee,
    });
    expect(accepted.status).toBe(200);
    expect(await members()).toContain('user@numberyard.test');
    expect((await pending()).map((i) => i.email)).not.toContain('user@numberyard.test');
    const profile = await (await t.request('/api/profile', { cookie: invitee })).json();
    expect(profile.accounts.map((a: { accountId: number }) => a.accountId)).toContain(mine.data[0].accountId);
  });

  it('accepts from the mailed link when signed in as the invited email, and never for another user', async () => {
    await invite('broker@numberyard.test');
    const token = await linkIn('broker@numberyard.test');
    const someoneElse = await logIn(t, 'admin@numberyard.test');
    const wrong = await t.request(`/api/invitation-links/${token}`, {
      method: 'POST',
      cookie: someoneElse,
      json: {},
    });
    expect(wrong.status).toBe(403);
    const guest = await t.request(`/api/invitation-links/${token}`, { method: 'POST', json: {} });
    expect(guest.status).toBe(401);
    expect((await guest.json()).message).toBe('Log in as broker@numberyard.test to accept this invitation.');
    const link = await (await t.request(`/api/invitation-links/${token}`)).json();
    expect(link).toMatchObject({ email: 'broker@numberyard.test', hasLogin: true, role: 'user' });
    const invitee = await logIn(t, 'broker@numberyard.test');
    const accepted = await t.request(`/api/invitation-links/${token}`, {
      method: 'POST',
      cookie: invitee,
      json: {},
    });
    expect(accepted.status).toBe(200);
    expect(await members()).toContain('broker@numberyard.test');
    expect((await t.request(`/api/invitation-links/${token}`)).status).toBe(410);
  });
});

describe('the invitation answer', () => {
  it('is the same whether or not the email has a login, and never carries the real name', async () => {
    const known = await (
      await invite('admin@numberyard.test', { firstName: 'Someone', lastName: 'Else' })
    ).json();
    const unknown = await (
      await invite('nobody.yet@example.com', { firstName: 'Someone', lastName: 'Else' })
    ).json();
    const shape = ({ id: _id, email: _email, ...rest }: Record<string, unknown>) => rest;
    expect(shape(known)).toEqual(shape(unknown));
    expect(JSON.stringify(known)).not.toContain('Ada');
    const knownMail = (await lastMailTo(t, 'admin@numberyard.test'))!;
    const unknownMail = (await lastMailTo(t, 'nobody.yet@example.com'))!;
    expect(knownMail.subject).toBe(unknownMail.subject);
    expect(knownMail.text_body.replace(/\/invitation\/[\w-]+/, '')).toBe(
      unknownMail.text_body.replace(/\/invitation\/[\w-]+/, ''),
    );
  });
});

describe('inviting someone new', () => {
  it('creates their login with the chosen password only when they accept from the link', async () => {
    await invite('new.hire@example.com', { firstName: 'New', lastName: 'Hire', role: 'admin' });
    const token = await linkIn('new.hire@example.com');
    expect(await members()).not.toContain('new.hire@example.com');
    const link = await (await t.request(`/api/invitation-links/${token}`)).json();
    expect(link).toMatchObject({ hasLogin: false, role: 'admin' });
    const weak = await t.request(`/api/invitation-links/${token}`, {
      method: 'POST',
      json: { password: 'weak' },
    });
    expect(weak.status).toBe(400);
    const mismatch = await t.request(`/api/invitation-links/${token}`, {
      method: 'POST',
      json: { password: 'New-Hire-Pass9', confirmPassword: 'New-Hire-Pass8' },
    });
    expect((await mismatch.json()).errors.confirmPassword).toBe("Password and Confirm password don't match.");
    const accepted = await t.request(`/api/invitation-links/${token}`, {
      method: 'POST',
      json: { password: 'New-Hire-Pass9', confirmPassword: 'New-Hire-Pass9' },
    });
    expect(await accepted.json()).toMatchObject({ createdLogin: true, email: 'new.hire@example.com' });
    await logIn(t, 'new.hire@example.com', 'New-Hire-Pass9');
    expect(await members()).toContain('new.hire@example.com');
  });

  it('refuses someone already in the account with 409', async () => {
    const again = await invite('new.hire@example.com');
    expect(again.status).toBe(409);
    expect((await again.json()).errors.email).toBe('That person already uses this account.');
  });
});

describe('cancelling and expiry', () => {
  it('lets the admin cancel an invitation, which kills its link', async () => {
    await invite('cancel.me@example.com');
    const token = await linkIn('cancel.me@example.com');
    const invitation = (await pending()).find((i) => i.email === 'cancel.me@example.com')!;
    expect(
      (await t.request(`/api/account-invitations/${invitation.id}`, { method: 'DELETE', cookie: admin }))
        .status,
    ).toBe(204);
    expect((await pending()).map((i) => i.email)).not.toContain('cancel.me@example.com');
    expect((await t.request(`/api/invitation-links/${token}`)).status).toBe(410);
  });

  it('never lets another account’s admin cancel it', async () => {
    await invite('mine@example.com');
    const invitation = (await pending()).find((i) => i.email === 'mine@example.com')!;
    const other = await logIn(t, 'admin@numberyard.test');
    const response = await t.request(`/api/account-invitations/${invitation.id}`, {
      method: 'DELETE',
      cookie: other,
    });
    expect(response.status).toBe(404);
  });

  it('shows an invitation as expired after 7 days, and its link answers 410', async () => {
    await invite('late@example.com');
    const token = await linkIn('late@example.com');
    t.clock.advance(7 * DAY);
    admin = await logIn(t, 'admin@business.numberyard.test');
    expect((await pending()).find((i) => i.email === 'late@example.com')?.status).toBe('expired');
    const late = await t.request(`/api/invitation-links/${token}`, {
      method: 'POST',
      json: { password: 'Late-Pass-99' },
    });
    expect(late.status).toBe(410);
  });

  it('replaces an earlier link when the same email is invited again', async () => {
    await invite('twice@example.com');
    const first = await linkIn('twice@example.com');
    await invite('twice@example.com');
    const second = await linkIn('twice@example.com');
    expect((await t.request(`/api/invitation-links/${first}`)).status).toBe(410);
    expect((await t.request(`/api/invitation-links/${second}`)).status).toBe(200);
    expect((await pending()).filter((i) => i.email === 'twice@example.com')).toHaveLength(1);
  });
});
