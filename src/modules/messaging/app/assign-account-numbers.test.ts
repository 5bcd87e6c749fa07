import { describe, expect, it } from 'vitest';
import { InMemoryAccountNumbers } from '../testing/in-memory-account-numbers.ts';
import { makeAssignAccountNumbers } from './assign-account-numbers.ts';

describe('assignAccountNumbers', () => {
  it('gives the account each number with its plan, billing period, monthly charge and anniversary date', async () => {
    const numbers = new InMemoryAccountNumbers();
    await makeAssignAccountNumbers({ numbers })({
      accountId: 7,
      numbers: [
        { tn: '+12012340100', planId: 3, billingPeriod: 12, mrcCents: 600, anniversaryDate: '2026-11-24' },
      ],
    });
    expect(numbers.rows).toEqual([
      expect.objectContaining({
        accountId: 7,
        tn: '+12012340100',
        planId: 3,
        billingPeriod: 12,
        mrcCents: 600,
        anniversaryDate: '2026-11-24',
        status: 'active',
      }),
    ]);
  });
});
