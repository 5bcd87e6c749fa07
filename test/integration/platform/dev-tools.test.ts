import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const realSecrets = {
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  RECAPTCHA_SECRET: 'the-site-secret',
  RECAPTCHA_SITE_KEY: '6LcSiteKey_abcdefghijklmnop',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('development tools on a server listening on every interface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development', HOST: '0.0.0.0', ...realSecrets } });
  });
  afterAll(() => t.close());

  it('are off: the outboxes with reset links and MFA codes answer 404', async () => {
    expect(t.config.devTools).toBe(false);
    expect((await t.request('/api/dev/outbox?to=ann@example.com')).status).toBe(404);
    expect((await t.request('/api/dev/sms-outbox')).status).toBe(404);
  });

  it('ignore the brand override', async () => {
    const profile = await (await t.request('/api/profile?brandingId=2')).json();
    expect(profile.brandingId).toBe(1);
  });

  it('hand the page the reCAPTCHA site key and let it load reCAPTCHA', async () => {
    const response = await t.request('/api/client-config');
    expect(await response.json()).toEqual({
      recaptchaSiteKey: '6LcSiteKey_abcdefghijklmnop',
      stripePublishableKey: 'pk_test_abc',
      paymentSimulator: false,
    });
    expect(response.headers.get('content-security-policy')).toContain('https://www.google.com/recaptcha/');
  });
});

describe('development tools on a server listening on loopback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development', HOST: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('are on: the outbox answers, and the page gets no site key (simulator)', async () => {
    expect((await t.request('/api/dev/outbox?to=ann@example.com')).status).toBe(200);
    const response = await t.request('/api/client-config');
    expect(await response.json()).toEqual({
      recaptchaSiteKey: null,
      stripePublishableKey: null,
      paymentSimulator: true,
    });
    expect(response.headers.get('content-security-policy')).not.toContain('google');
  });
});
