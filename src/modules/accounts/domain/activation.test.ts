import { describe, expect, it } from 'vitest';
import { Account } from './account.ts';
import { anniversaryDateOf, mustPayFirst, pathAfterActivation } from './activation.ts';

const account = (props: Partial<ConstructorParameters<typeof Account>[0]> = {}) =>
  new Account({ brandingId: 1, createdAt: new Date('2026-11-01T00:00:00Z'), accountType: 'stub', ...props });

describe('account activation', () => {
  it("turns a stub into a normal account with the contact's address and drops the isStub setting", () => {
    const stub = account();
    stub.settings = { isStub: true, theme: 'dark' };
    expect(stub.isStub()).toBe(true);
    stub.activate({ company: ' Acme ', address: '12 Main St', city: 'Newark', state: 'nj', zip: '07102' });
    expect(stub).toMatchObject({
      accountType: 'default',
      company: 'Acme',
      state: 'NJ',
      settings: { theme: 'dark' },
    });
    expect(stub.isStub()).toBe(false);
  });

  it('needs the broker terms from a broker account and a B2B stub only', () => {
    expect(account().needsBrokerTerms()).toBe(false);
    expect(account({ sellersAdmin: true }).needsBrokerTerms()).toBe(true);
    expect(account({ accountType: 'stubB2b', brandingId: 2 }).needsBrokerTerms()).toBe(true);
  });

  it('makes a non-B2B payer with something due pay, unless an employee or paying now', () => {
    const owing = { isB2b: false, isEmployee: false, dueCents: 1, paying: false };
    expect(mustPayFirst(owing)).toBe(true);
    expect(mustPayFirst({ ...owing, isB2b: true })).toBe(false);
    expect(mustPayFirst({ ...owing, isEmployee: true })).toBe(false);
    expect(mustPayFirst({ ...owing, paying: true })).toBe(false);
    expect(mustPayFirst({ ...owing, dueCents: 0 })).toBe(false);
  });

  it('goes to the listings for a broker account and to the numbers otherwise', () => {
    expect(pathAfterActivation({ sellersAdmin: true })).toBe('/account/broker/listings');
    expect(pathAfterActivation({ sellersAdmin: false })).toBe('/account/numbers');
  });

  it('keeps the anniversary date, or takes today capped at the 28th', () => {
    expect(anniversaryDateOf({ anniversaryDate: '2026-01-15' }, new Date('2026-11-30T12:00:00Z'))).toBe(
      '2026-01-15',
    );
    expect(anniversaryDateOf({ anniversaryDate: null }, new Date('2026-11-30T12:00:00Z'))).toBe('2026-11-28');
  });
});
