import { describe, expect, it } from 'vitest';
import { accountsFakes, PASSWORD, seedMember } from '../testing/accounts-fakes.ts';
import { makeAccountHolder } from './account-holder.ts';
import { makeOpenCustomerAccount } from './open-customer-account.ts';

const customer = {
  brandingId: 2,
  email: 'Nia@Example.com',
  password: PASSWORD,
  firstName: 'Nia',
  lastName: 'New',
  company: 'Nia Co',
  address: '5 Elm St',
  city: 'Trenton',
  state: 'NJ',
  zip: '08601',
  anniversaryDate: '2026-11-24',
};

describe('openCustomerAccount (checkout of a guest)', () => {
  it('opens an account on the brand with the customer as its admin, and the holder answers it', async () => {
    const fakes = accountsFakes();
    const { accountId, userId } = await makeOpenCustomerAccount(fakes)(customer);
    const holder = await makeAccountHolder(fakes)({ userId, accountId });
    expect(holder).toMatchObject({
      role: 'admin',
      email: 'nia@example.com',
      company: 'Nia Co',
      zip: '08601',
      anniversaryDate: '2026-11-24',
      creditLimitCents: 0,
    });
    expect((await fakes.directory.accountById(accountId))?.brandingId).toBe(2);
  });

  it("refuses an email in use with the spec's text, and a password against the policy", async () => {
    const fakes = accountsFakes();
    await seedMember(fakes, { email: 'nia@example.com' });
    await expect(makeOpenCustomerAccount(fakes)(customer)).rejects.toMatchObject({
      message: 'Email is already in use.',
      errors: { email: 'Email is already in use.' },
    });
    await expect(
      makeOpenCustomerAccount(fakes)({ ...customer, email: 'other@example.com', password: 'weak' }),
    ).rejects.toMatchObject({ code: 'accounts.invalid_password' });
  });

  it('answers no holder for a user outside the account', async () => {
    const fakes = accountsFakes();
    const { user } = await seedMember(fakes, { email: 'a@example.com' });
    const { account } = await seedMember(fakes, { email: 'b@example.com' });
    expect(await makeAccountHolder(fakes)({ userId: user.id, accountId: account.id })).toBeNull();
  });
});
