import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import {
  InMemoryInboundTransfers,
  RecordingTransferEffects,
} from '../testing/in-memory-inbound-transfers.ts';
import { makeCompleteInboundTransfer } from './complete-inbound-transfer.ts';
import { makeCreateInboundTransfer } from './create-inbound-transfer.ts';

function scenario() {
  const transfers = new InMemoryInboundTransfers();
  const effects = new RecordingTransferEffects();
  const clock = new FixedClock('2026-11-24T12:00:00Z');
  const pricing = { pricesFor: async () => ({ transferFeeCents: 300, parkPlanId: 1, parkMrcCents: 199 }) };
  return {
    effects,
    create: makeCreateInboundTransfer({ transfers, pricing, clock }),
    complete: makeCompleteInboundTransfer({ transfers, numbers: effects, ledger: effects, clock }),
  };
}

describe('completing an inbound transfer', () => {
  it('gives the numbers on the Park plan and charges the fee (billTo new) and the first Park month', async () => {
    const s = scenario();
    const created = await s.create({
      accountId: 7,
      brandingId: 1,
      tns: ['2012340100', '2012340101'],
      billTo: 'new',
    });
    expect(created).toMatchObject({ transferFee: 600, parkCharge: 398, totalCharge: 998, status: 'pending' });
    const done = await s.complete({ transferId: created.transferId, anniversaryDate: '2026-11-15' });
    expect(done).toMatchObject({ status: 'completed', completeDate: '2026-11-24T12:00:00.000Z' });
    expect(s.effects.given).toEqual([
      {
        accountId: 7,
        numbers: [
          { tn: '+12012340100', planId: 1, mrcCents: 199, anniversaryDate: '2026-11-15' },
          { tn: '+12012340101', planId: 1, mrcCents: 199, anniversaryDate: '2026-11-15' },
        ],
      },
    ]);
    expect(s.effects.charged[0]?.entries.map((entry) => [entry.amountCents, entry.reference])).toEqual([
      [600, `transfer:${created.transferId}:fee`],
      [398, `transfer:${created.transferId}:park`],
    ]);
  });

  it('charges no transfer fee when another account pays it, and completes once', async () => {
    const s = scenario();
    const created = await s.create({ accountId: 7, brandingId: 1, tns: ['2012340100'], billTo: 'old' });
    await s.complete({ transferId: created.transferId, anniversaryDate: '2026-11-15' });
    await s.complete({ transferId: created.transferId, anniversaryDate: '2026-11-15' });
    expect(s.effects.given).toHaveLength(1);
    expect(s.effects.charged).toEqual([
      {
        accountId: 7,
        entries: [expect.objectContaining({ amountCents: 199, reference: expect.stringMatching(/park$/) })],
      },
    ]);
  });

  it('answers not found for an unknown transfer', async () => {
    await expect(scenario().complete({ transferId: 99, anniversaryDate: '2026-11-15' })).rejects.toThrow(
      'Transfer not found.',
    );
  });
});
