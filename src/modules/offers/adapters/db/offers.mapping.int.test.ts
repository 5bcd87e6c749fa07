import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { withContext } from '../../../../platform/db/unit-of-work.ts';
import { AgentLead } from '../../domain/agent-lead.ts';
import { AgentLeadSchema } from './offers.mapping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('offers mappings', () => {
  it('round-trips an agent lead with its prices in cents and its author', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const lead = new AgentLead({
      tn: '+12012340100',
      type: 'license',
      listed: { priceCents: 1_200_000, licenseOneTimeCents: 15_000, licenseMonthlyCents: 2_500 },
      name: 'Jo Buyer',
      email: 'jo@example.com',
      phone: '201-234-5678',
      comments: 'Call me.',
      brandingId: 2,
      negotiationId: 5,
      tag: 'prime',
      author: { accountId: 7, userId: 9 },
      now,
    });
    const loaded = await withContext(t.orm, async () => {
      await t.orm.em.fork().persist(lead).flush();
      return t.orm.em.fork().findOneOrFail(AgentLeadSchema, { id: lead.id });
    });
    expect(loaded).toBeInstanceOf(AgentLead);
    expect({ ...loaded }).toEqual({ ...lead });
  });

  it('round-trips a closed lead with who closed it, when, and the note', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const lead = new AgentLead({
      tn: '+12012340100',
      type: 'purchase',
      listed: { priceCents: 1_200_000, licenseOneTimeCents: null, licenseMonthlyCents: null },
      name: 'Jo Buyer',
      email: 'jo@example.com',
      phone: '201-234-5678',
      comments: 'Call me.',
      brandingId: 1,
      now,
    });
    lead.close({ staffUserId: 3, note: 'Sold by phone.', now: new Date('2026-11-23T08:00:00Z') });
    const loaded = await withContext(t.orm, async () => {
      await t.orm.em.fork().persist(lead).flush();
      return t.orm.em.fork().findOneOrFail(AgentLeadSchema, { id: lead.id });
    });
    expect({ ...loaded }).toEqual({ ...lead });
  });
});
