import { describe, expect, it } from 'vitest';
import { isPayableAt } from './brokerage-transaction.ts';

const NOW = new Date('2026-12-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('isPayableAt: the Clock decides until a job advances statuses', () => {
  it('a new or pending transaction is payable once its payableDate has come, not before', () => {
    expect(isPayableAt({ status: 'new', payableDate: at('2026-12-10T12:00:00Z') }, NOW)).toBe(true);
    expect(isPayableAt({ status: 'pending', payableDate: at('2026-12-01T00:00:00Z') }, NOW)).toBe(true);
    expect(isPayableAt({ status: 'new', payableDate: at('2026-12-10T12:00:01Z') }, NOW)).toBe(false);
  });

  it('a payable transaction always is; a paid one never is', () => {
    expect(isPayableAt({ status: 'payable', payableDate: at('2027-01-01T00:00:00Z') }, NOW)).toBe(true);
    expect(isPayableAt({ status: 'paid', payableDate: at('2026-01-01T00:00:00Z') }, NOW)).toBe(false);
  });
});
