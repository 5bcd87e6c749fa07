import { describe, expect, it } from 'vitest';
import { type AnniversaryAccount, newSeatPeriod, planAnniversaryChange } from './anniversary-change.ts';

const number = (overrides: Partial<AnniversaryAccount['numbers'][number]> = {}) => ({
  accountNumberId: 1,
  tn: '+12012340101',
  humanTn: '(201) 234-0101',
  planName: 'Park',
  mrcCents: 2800,
  billingPeriod: 1 as const,
  anniversaryDate: '2026-01-15',
  paidThrough: '2027-02-15',
  license: null,
  ...overrides,
});
const account = (overrides: Partial<AnniversaryAccount> = {}): AnniversaryAccount => ({
  anniversaryDate: '2026-01-15',
  numbers: [number()],
  users: [],
  ...overrides,
});

describe('planAnniversaryChange', () => {
  it('charges the days from the paid-through date to the new day, priced by the days of February (28)', () => {
    const change = planAnniversaryChange(account(), 22, '2027-02-10');
    expect(change.lines[0]).toMatchObject({
      currentDate: '2027-02-15',
      newDate: '2027-02-22',
      proratedCents: 700, // 7 days of 28 at $28.00
      newAnniversaryDate: '2026-01-22',
    });
    expect(change).toMatchObject({
      currentDay: 15,
      newDay: 22,
      anniversaryDate: '2026-01-22',
      totalCents: 700,
    });
  });

  it('goes to the next month when the new day is earlier, each day priced by its own month', () => {
    const change = planAnniversaryChange(
      account({ numbers: [number({ mrcCents: 3100, paidThrough: '2027-03-20' })] }),
      5,
      '2027-03-01',
    );
    expect(change.lines[0]).toMatchObject({
      currentDate: '2027-03-20',
      newDate: '2027-04-05',
      proratedCents: 1613, // 12 days of March at $1.00 a day, 4 of April at $31.00/30
    });
  });

  it('caps days 29 to 31 at 28', () => {
    expect(planAnniversaryChange(account(), 31, '2027-02-10').newDay).toBe(28);
  });

  it('charges nothing for the current day, so a repeated change costs nothing', () => {
    expect(planAnniversaryChange(account(), 15, '2027-02-10').totalCents).toBe(0);
  });

  it('prorates a yearly number at its monthly price and a licence fee with it, and leaves out unbilled numbers', () => {
    const change = planAnniversaryChange(
      account({
        numbers: [
          number({ billingPeriod: 12, paidThrough: null, anniversaryDate: '2026-06-10', mrcCents: 1000 }),
          number({ accountNumberId: 2, anniversaryDate: null, paidThrough: null }),
          number({
            accountNumberId: 3,
            mrcCents: 0,
            license: { mrcCents: 2800, annualIncrease: 0, startDate: '2026-01-15' },
          }),
        ],
      }),
      17,
      '2027-02-01',
    );
    expect(change.lines.map((line) => [line.currentDate, line.newDate, line.proratedCents])).toEqual([
      ['2027-06-10', '2027-06-17', 233],
      ['2027-02-15', '2027-02-17', 200],
    ]);
  });

  it('prorates user seats from the seats’ paid-through date and names the seat period to mark as charged', () => {
    const change = planAnniversaryChange(
      account({ numbers: [], users: [{ userId: 9, name: 'Uma User', role: 'user', mrcCents: 495 }] }),
      20,
      '2027-02-10',
    );
    expect(change.lines[0]).toMatchObject({
      kind: 'user',
      currentDate: '2027-02-15',
      newDate: '2027-02-20',
      proratedCents: 88,
    });
    expect(newSeatPeriod(change)).toEqual({ start: '2027-01-20', end: '2027-02-20' });
  });
});
