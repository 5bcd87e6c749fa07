import { describe, expect, it } from 'vitest';
import { accountsFakes, seedMember, seedSession } from '../testing/accounts-fakes.ts';
import { makeAccountAdminEmails } from './account-admin-emails.ts';
import { makeBillingAccount } from './billing-account.ts';
import { makeEndSupport } from './end-support.ts';
import { makeStartSupport } from './start-support.ts';

async function setUp() {
  const fakes = accountsFakes();
  const customer = await seedMember(fakes, { email: 'ada@acme.example' });
  const staff = await seedMember(fakes, { email: 'sam@numberyard.test' });
  const audited: Array<{ action: string; subject: string }> = [];
  const audit = { record: async (entry: { action: string; subject: string }) => void audited.push(entry) };
  return {
    fakes,
    acme: customer.account.id,
    staffUserId: staff.user.id,
    audited,
    start: makeStartSupport({ ...fakes, audit }),
    end: makeEndSupport({ ...fakes, audit }),
  };
}

describe('staff support access', () => {
  it('makes one admin support membership named after the company, however often it is asked, and audits it once', async () => {
    const { start, acme, staffUserId, audited } = await setUp();
    const first = await start({ staffUserId, accountId: acme });
    const again = await start({ staffUserId, accountId: acme });
    expect(first).toEqual({
      created: true,
      membership: expect.objectContaining({ role: 'admin', nickname: 'Acme (support)' }),
    });
    expect(again).toEqual({ created: false, membership: first.membership });
    expect(audited.map((entry) => [entry.action, entry.subject])).toEqual([
      ['supportAccess.start', `account:${acme}`],
    ]);
  });

  it('is no seat and no mail recipient: billing and admin emails see the account’s own members only', async () => {
    const { fakes, start, acme, staffUserId } = await setUp();
    await start({ staffUserId, accountId: acme });
    const billed = await makeBillingAccount(fakes)(acme);
    expect(billed?.members.map((member) => member.email)).toEqual(['ada@acme.example']);
    expect(await makeAccountAdminEmails(fakes)(acme)).toEqual(['ada@acme.example']);
  });

  it('refuses with 409 a staff user who is one of the account’s own members', async () => {
    const { fakes, start, acme } = await setUp();
    const member = await seedMember(fakes, { email: 'sam@numberyard.test', accountId: acme });
    await expect(start({ staffUserId: member.user.id, accountId: acme })).rejects.toMatchObject({
      kind: 'conflict',
    });
  });

  it('ends with the sessions switched into the account, and is 404 when there is none to end', async () => {
    const { fakes, start, end, acme, staffUserId, audited } = await setUp();
    await start({ staffUserId, accountId: acme });
    await seedSession(fakes, { userId: staffUserId, accountId: acme });
    await end({ staffUserId, accountId: acme });
    expect(await fakes.directory.membership(staffUserId, acme)).toBeNull();
    expect(fakes.sessions.table.rows.filter((session) => session.accountId === acme)).toEqual([]);
    expect(audited.at(-1)?.action).toBe('supportAccess.end');
    await expect(end({ staffUserId, accountId: acme })).rejects.toMatchObject({ kind: 'not_found' });
  });
});
