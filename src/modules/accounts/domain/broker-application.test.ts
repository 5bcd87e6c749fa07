import { describe, expect, it } from 'vitest';
import { BrokerApplication } from './broker-application.ts';

const application = () =>
  new BrokerApplication({
    accountId: 7,
    brandingId: 1,
    userId: 3,
    email: 'ada@example.com',
    company: ' Acme Numbers ',
    website: 'https://acme.example',
    numberCount: 40,
    message: '',
    createdAt: new Date('2026-11-24T10:00:00Z'),
  });

describe('broker application', () => {
  it('starts pending, with its text trimmed', () => {
    const app = application();
    expect(app.status).toBe('pending');
    expect(app.company).toBe('Acme Numbers');
  });

  it('records who decided and when', () => {
    const app = application();
    const now = new Date('2026-11-25T09:00:00Z');
    app.decide('approved', 1, now);
    expect(app).toMatchObject({ status: 'approved', decidedBy: 1, decidedAt: now });
  });

  it('refuses a second decision', () => {
    const app = application();
    app.decide('rejected', 1, new Date());
    expect(() => app.decide('approved', 1, new Date())).toThrow('This application was already decided.');
  });
});
