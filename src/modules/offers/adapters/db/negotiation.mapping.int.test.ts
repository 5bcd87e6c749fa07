import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { withContext } from '../../../../platform/db/unit-of-work.ts';
import { Negotiation } from '../../domain/negotiation.ts';
import { NegotiationSchema } from './negotiation.mapping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('negotiation mapping', () => {
  it('round-trips a countered offer, and the loaded one still answers to its rules', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const negotiation = new Negotiation({
      uuid: '6f1c2b1e-9a55-4c1e-8d7a-2b0e6c1f4a10',
      tn: '+14062341001',
      brandingId: 1,
      sellerAccountId: 12,
      buyerAccountId: 7,
      buyerUserId: 9,
      originalPriceCents: 50_000,
      minimumOfferCents: 25_000,
      offerCents: 30_000,
      holdPaymentIntentId: 'pi_123',
      now,
    });
    negotiation.counter(40_000, new Date(now.getTime() + 60_000));
    const loaded = await withContext(t.orm, async () => {
      await t.orm.em.fork().persist(negotiation).flush();
      return t.orm.em.fork().findOneOrFail(NegotiationSchema, { uuid: negotiation.uuid });
    });
    expect(loaded).toBeInstanceOf(Negotiation);
    expect({ ...loaded }).toEqual({ ...negotiation });
    loaded.acceptCounter(new Date(now.getTime() + 120_000));
    expect(loaded.status).toBe('accepted');
  });
});
