import { describe, expect, it } from 'vitest';
import { AgentLead } from './agent-lead.ts';
import { salesMailFor } from './sales-mail.ts';

const now = new Date('2026-11-22T12:00:00Z');

function lead(changes: Partial<ConstructorParameters<typeof AgentLead>[0]> = {}) {
  const made = new AgentLead({
    tn: '+18003569377',
    type: 'license',
    listed: { priceCents: 0, licenseOneTimeCents: 25_000, licenseMonthlyCents: 12_500 },
    name: '  Jo Buyer ',
    email: ' jo@example.com',
    phone: '1-800-FLOWERS',
    comments: ' For our shop. ',
    brandingId: 1,
    now,
    ...changes,
  });
  made.id = 12;
  return made;
}

describe('an agent lead', () => {
  it('keeps the listed prices, trimmed text and the phone in E.164', () => {
    expect(lead()).toMatchObject({
      name: 'Jo Buyer',
      email: 'jo@example.com',
      phone: '+18003569377',
      comments: 'For our shop.',
      priceCents: 0,
      licenseSetupFeeCents: 25_000,
      licenseMonthlyCents: 12_500,
      negotiationId: null,
      tag: null,
      accountId: null,
      userId: null,
    });
  });

  it('must be about a way the number is offered', () => {
    const saleOnly = { priceCents: 1_500_000, licenseOneTimeCents: null, licenseMonthlyCents: null };
    expect(() => lead({ listed: saleOnly })).toThrow(/not offered for licence/);
    expect(() => lead({ type: 'purchase' })).toThrow(/licence only/);
    expect(lead({ type: 'purchase', tn: '+12012342277', listed: saleOnly }).priceCents).toBe(1_500_000);
  });

  it('is never about buying a toll-free number, even one listed with a sale price (spec 3)', () => {
    const listed = { priceCents: 1_500_000, licenseOneTimeCents: 25_000, licenseMonthlyCents: 12_500 };
    expect(() => lead({ type: 'purchase', listed })).toThrow(
      expect.objectContaining({ kind: 'rule_violated', code: 'offers.number_not_for_sale' }),
    );
    expect(lead({ type: 'license', listed }).type).toBe('license');
  });

  it("gives sales the number, the prices, how to call back and the visitor's words", () => {
    const mail = salesMailFor(
      lead({ tag: 'prime', negotiationId: 4, author: { accountId: 7, userId: 9 } }),
      'Numberyard',
    );
    expect(mail.subject).toBe('Request to license (800) 356-9377');
    expect(mail.text.split('\n')).toEqual([
      'Jo Buyer asked Numberyard for an agent about licensing (800) 356-9377.',
      '',
      'Number: (800) 356-9377',
      'Request: licence',
      'Listed price: licence only',
      'Licence setup fee: $250.00',
      'Licence monthly fee: $125.00',
      '',
      'Name: Jo Buyer',
      'Email: jo@example.com',
      'Phone: (800) 356-9377',
      'Signed in: account 7, user 9',
      'Negotiation: 4',
      'Tag: prime',
      'Lead: 12, received 2026-11-22T12:00:00.000Z',
      '',
      'Comments:',
      'For our shop.',
    ]);
  });
});

describe('closing an agent lead', () => {
  it('records who closed it, when, and the trimmed note; a new lead is open', () => {
    const made = lead();
    expect(made).toMatchObject({ status: 'open', closedAt: null, closedByUserId: null, closeNote: '' });
    const later = new Date('2026-11-23T09:00:00Z');
    made.close({ staffUserId: 5, note: '  Called back, not interested. ', now: later });
    expect(made).toMatchObject({
      status: 'closed',
      closedAt: later,
      closedByUserId: 5,
      closeNote: 'Called back, not interested.',
    });
  });

  it('refuses to close a closed lead, keeping the first note', () => {
    const made = lead();
    made.close({ staffUserId: 5, note: 'First', now });
    expect(() => made.close({ staffUserId: 6, note: 'Second', now })).toThrow('This lead is already closed.');
    expect(made).toMatchObject({ closeNote: 'First', closedByUserId: 5 });
  });
});
