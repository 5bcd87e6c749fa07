import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { RecordingMailer } from '../../../platform/mail/testing/recording-mailer.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import {
  InMemoryAgentLeads,
  listedNumber,
  listedNumbersOf,
  testSalesTeams,
} from '../testing/in-memory-offers.ts';
import { AGENT_REQUESTS_PER_IP_PER_HOUR, makeTalkToAgent, type TalkToAgentInput } from './talk-to-agent.ts';

function setup(
  numbers = [
    listedNumber(),
    listedNumber({
      tn: '+12012340101',
      priceCents: 0,
      licenseOneTimeCents: 15_000,
      licenseMonthlyCents: 2_500,
    }),
  ],
  knownNegotiationIds?: number[],
) {
  const leads = new InMemoryAgentLeads();
  const mailer = new RecordingMailer();
  const talkToAgent = makeTalkToAgent({
    leads,
    numbers: listedNumbersOf(...numbers),
    salesTeams: testSalesTeams,
    mailer,
    botCheck: { verify: async (token) => token !== 'bot' },
    rateLimiter: new InMemoryRateLimiter(),
    clock: new FixedClock('2026-11-22T12:00:00Z'),
    tx: (work) => work(),
    ...(knownNegotiationIds
      ? { negotiations: { exists: async (id) => knownNegotiationIds.includes(id) } }
      : {}),
  });
  return { leads, mailer, talkToAgent };
}

const input = (changes: Partial<TalkToAgentInput> = {}): TalkToAgentInput => ({
  type: 'purchase',
  tn: '+12012340100',
  name: 'Jo Buyer',
  email: 'jo@example.com',
  phone: '201-234-5678',
  comments: 'Is the price negotiable?',
  negotiationId: null,
  tag: null,
  brandingId: 1,
  author: null,
  basketUuid: null,
  ip: '203.0.113.7',
  ...changes,
});

describe('talkToAgent', () => {
  it("stores the lead with the catalog's prices and mails the brand's sales team", async () => {
    const { talkToAgent, leads, mailer } = setup();
    expect(await talkToAgent(input({ brandingId: 2 }))).toEqual({
      leadId: 1,
      message: 'We are connecting you to an agent. This may take up to a minute.',
    });
    expect(leads.rows[0]).toMatchObject({
      tn: '+12012340100',
      type: 'purchase',
      phone: '+12012345678',
      priceCents: 1_200_000,
      licenseSetupFeeCents: null,
      brandingId: 2,
      accountId: null,
      createdAt: new Date('2026-11-22T12:00:00Z'),
    });
    const mail = mailer.lastTo('sales@business.numberyard.test');
    expect(mail?.subject).toBe('Request to purchase (201) 234-0100');
    expect(mail?.text).toContain('Listed price: $12,000.00');
    expect(mail?.text).toContain('Phone: (201) 234-5678');
    expect(mail?.text).toContain('Is the price negotiable?');
  });

  it('finds the number however it is typed and records who is signed in', async () => {
    const { talkToAgent, leads, mailer } = setup();
    await talkToAgent(
      input({ type: 'license', tn: '(201) 234-0101', author: { accountId: 7, userId: 9 }, negotiationId: 3 }),
    );
    expect(leads.rows[0]).toMatchObject({
      tn: '+12012340101',
      type: 'license',
      priceCents: 0,
      licenseSetupFeeCents: 15_000,
      licenseMonthlyCents: 2_500,
      accountId: 7,
      userId: 9,
      negotiationId: 3,
    });
    expect(mailer.lastTo('sales@numberyard.test')?.text).toContain('Signed in: account 7, user 9');
  });

  it('answers not found for a number that is not on offer, storing and mailing nothing', async () => {
    const { talkToAgent, leads, mailer } = setup();
    await expect(talkToAgent(input({ tn: '+12019999999' }))).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Sorry, this number is no longer available.',
    });
    expect(leads.rows).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses a licence request for a number without a licence, and a purchase of a licence-only number', async () => {
    const { talkToAgent, leads } = setup();
    await expect(talkToAgent(input({ type: 'license' }))).rejects.toMatchObject({
      kind: 'rule_violated',
      code: 'offers.number_not_licensable',
    });
    await expect(talkToAgent(input({ tn: '+12012340101' }))).rejects.toMatchObject({
      kind: 'rule_violated',
      code: 'offers.number_not_for_sale',
    });
    expect(leads.rows).toHaveLength(0);
  });

  it('refuses a failed bot check', async () => {
    const { talkToAgent, leads } = setup();
    await expect(talkToAgent(input({ recaptchaToken: 'bot' }))).rejects.toMatchObject({
      code: 'bot_check.failed',
    });
    expect(leads.rows).toHaveLength(0);
  });

  it(`allows ${AGENT_REQUESTS_PER_IP_PER_HOUR} requests an hour from one address`, async () => {
    const { talkToAgent } = setup();
    for (let n = 0; n < AGENT_REQUESTS_PER_IP_PER_HOUR; n++) await talkToAgent(input());
    await expect(talkToAgent(input())).rejects.toMatchObject({ kind: 'rate_limited' });
    await expect(talkToAgent(input({ ip: '198.51.100.9' }))).resolves.toBeDefined();
  });

  it('stores the negotiationId a lead follows when that negotiation exists', async () => {
    const { talkToAgent, leads } = setup(undefined, [41]);
    await talkToAgent(input({ negotiationId: 41 }));
    expect(leads.rows[0]?.negotiationId).toBe(41);
  });

  it('refuses a negotiationId that names no negotiation, storing nothing', async () => {
    const { talkToAgent, leads, mailer } = setup(undefined, [41]);
    await expect(talkToAgent(input({ negotiationId: 999 }))).rejects.toThrow(
      'The offer this request refers to does not exist.',
    );
    expect(leads.rows).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it('stores a negotiationId as given while no negotiation lookup is wired', async () => {
    const { talkToAgent, leads } = setup();
    await talkToAgent(input({ negotiationId: 999 }));
    expect(leads.rows[0]?.negotiationId).toBe(999);
  });
});
