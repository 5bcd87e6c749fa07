import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { withContext } from '../../../../platform/db/unit-of-work.ts';
import { InboundTransfer } from '../../domain/inbound-transfer.ts';
import { MikroOrmInboundTransfers } from './mikro-orm-inbound-transfers.ts';
import { InboundTransferSchema } from './porting.mapping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-24T12:00:00Z');

describe('porting mappings', () => {
  it('round-trips an inbound transfer and completes it once', async () => {
    const transfer = new InboundTransfer({
      accountId: 7,
      tns: ['2012340100', '+12012340101'],
      billTo: 'new',
      planId: 1,
      parkMrcCents: 199,
      transferFeeCents: 300,
      now,
    });
    await withContext(t.orm, () => t.orm.em.fork().persist(transfer).flush());
    const loaded = (await withContext(t.orm, () =>
      t.orm.em.fork().findOneOrFail(InboundTransferSchema, { id: transfer.id }),
    )) as unknown as InboundTransfer;
    expect(loaded).toBeInstanceOf(InboundTransfer);
    expect(loaded.tns).toEqual(['+12012340100', '+12012340101']);
    expect(loaded.charges()).toEqual({ transferFeeCents: 600, parkCents: 398, totalCents: 998 });

    const repository = new MikroOrmInboundTransfers(() => t.orm.em.fork());
    loaded.complete(now);
    expect(await withContext(t.orm, () => repository.markCompleted(loaded))).toBe(true);
    expect(await withContext(t.orm, () => repository.markCompleted(loaded))).toBe(false);
    expect(await withContext(t.orm, () => repository.pendingOfAccount(7))).toEqual([]);
  });
});
