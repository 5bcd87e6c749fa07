import { describe, expect, it } from 'vitest';
import {
  BrokerageTransaction,
  cancelSaleProblem,
  earlyPayoutProblem,
  fundingOf,
  isPayableAt,
  nextStatus,
} from './brokerage-transaction.ts';

const NOW = new Date('2026-12-10T12:00:00Z');
const at = (iso: string) => new Date(iso);
const row = (
  status: BrokerageTransaction['status'],
  payableDate: string,
  payoutId: number | null = null,
) => ({
  status,
  payableDate: at(payableDate),
  payoutId,
});

describe('isPayableAt: the one rule of the job, the Payable view and requestPayout', () => {
  it('a pending transaction is payable once its payableDate has come, not a millisecond before', () => {
    expect(isPayableAt(row('pending', '2026-12-10T12:00:00Z'), NOW)).toBe(true);
    expect(isPayableAt(row('pending', '2026-12-10T12:00:00.001Z'), NOW)).toBe(false);
  });

  it('a new transaction is not payable however old: its charge is not collected yet', () => {
    expect(isPayableAt(row('new', '2026-01-01T00:00:00Z'), NOW)).toBe(false);
  });

  it('a payable one is; paid, cancelled or already in a payout never is', () => {
    expect(isPayableAt(row('payable', '2027-01-01T00:00:00Z'), NOW)).toBe(true);
    expect(isPayableAt(row('paid', '2026-01-01T00:00:00Z'), NOW)).toBe(false);
    expect(isPayableAt(row('cancelled', '2026-01-01T00:00:00Z'), NOW)).toBe(false);
    expect(isPayableAt(row('payable', '2026-01-01T00:00:00Z', 7), NOW)).toBe(false);
  });
});

describe('nextStatus: new -> pending -> payable', () => {
  it('new moves to pending only when its funding is collected, and on to payable when its hold is over', () => {
    expect(nextStatus(row('new', '2026-12-20T00:00:00Z'), NOW, false)).toBeNull();
    expect(nextStatus(row('new', '2026-12-20T00:00:00Z'), NOW, true)).toBe('pending');
    expect(nextStatus(row('new', '2026-12-01T00:00:00Z'), NOW, true)).toBe('payable');
  });

  it('pending becomes payable at its payableDate; payable, paid and cancelled stay', () => {
    expect(nextStatus(row('pending', '2026-12-10T12:00:00Z'), NOW, true)).toBe('payable');
    expect(nextStatus(row('pending', '2026-12-11T00:00:00Z'), NOW, true)).toBeNull();
    for (const status of ['payable', 'paid', 'cancelled'] as const)
      expect(nextStatus(row(status, '2026-01-01T00:00:00Z'), NOW, true)).toBeNull();
  });
});

describe('Early Payout and Cancel Sale rules (spec 3 section 4)', () => {
  it('early payout is only for pending transactions whose payableDate is not in the past', () => {
    expect(earlyPayoutProblem(row('pending', '2026-12-20T00:00:00Z'), NOW)).toBeNull();
    expect(earlyPayoutProblem(row('pending', '2026-12-10T12:00:00Z'), NOW)).toBeNull();
    expect(earlyPayoutProblem(row('pending', '2026-12-01T00:00:00Z'), NOW)).toMatch(/already payable/);
    expect(earlyPayoutProblem(row('new', '2026-12-20T00:00:00Z'), NOW)).toMatch(/only for pending/);
    expect(earlyPayoutProblem(row('paid', '2026-12-20T00:00:00Z'), NOW)).toMatch(/only for pending/);
  });

  it('cancel sale is only for sales no payout includes, once', () => {
    expect(cancelSaleProblem({ type: 'sale', status: 'payable', payoutId: null })).toBeNull();
    expect(cancelSaleProblem({ type: 'licenseNrc', status: 'new', payoutId: null })).toMatch(/Only sale/);
    expect(cancelSaleProblem({ type: 'sale', status: 'paid', payoutId: 3 })).toMatch(/already paid out/);
    expect(cancelSaleProblem({ type: 'sale', status: 'cancelled', payoutId: null })).toMatch(
      /already cancelled/,
    );
  });

  it('a cancelled transaction says why in its data (saleStatus cancelled)', () => {
    const sale = new BrokerageTransaction({
      brokerAccountId: 1,
      tn: '+12015550123',
      type: 'sale',
      purchaseAmount: 1000,
      firstOfNumber: true,
      now: NOW,
      sourceReference: 'x',
      data: { funding: { kind: 'card', paymentIntentId: 'pi_1', buyerAccountId: 9 } },
    });
    expect(fundingOf(sale)).toEqual({ kind: 'card', paymentIntentId: 'pi_1', buyerAccountId: 9 });
    sale.cancel('chargeback', NOW, { disputeId: 'dp_1' });
    expect(sale.status).toBe('cancelled');
    expect(sale.data).toMatchObject({
      saleStatus: 'cancelled',
      cancelReason: 'chargeback',
      disputeId: 'dp_1',
    });
  });
});
