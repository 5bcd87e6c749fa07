import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const key = randomBytes(32).toString('base64');
const production = {
  NODE_ENV: 'production',
  DATA_ENCRYPTION_KEY: key,
  DATABASE_URL: 'postgres://db.internal/numberyard',
  RECAPTCHA_SECRET: 'the-site-secret',
  RECAPTCHA_SITE_KEY: '6LcSiteKey_abcdefghijklmnop',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

describe('loadConfig', () => {
  it('runs offline by default: no SMTP, reCAPTCHA, carrier or data key, and no trusted proxy', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      TRUST_PROXY: false,
      MAIL_FROM: 'Numberyard <no-reply@numberyard.localhost>',
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      RECAPTCHA_MIN_SCORE: 0.5,
    });
    for (const name of ['SMTP_URL', 'RECAPTCHA_SECRET', 'CARRIER_API_URL', 'DATA_ENCRYPTION_KEY'] as const)
      expect(config[name]).toBeUndefined();
  });

  it('treats a blank optional variable as unset', () => {
    expect(loadConfig({ SMTP_URL: '', CARRIER_API_KEY: ' ' })).toMatchObject({
      SMTP_URL: undefined,
      CARRIER_API_KEY: undefined,
    });
  });

  it('refuses to start in production without a data key, a database URL and a bot-check secret', () => {
    const start = () => loadConfig({ NODE_ENV: 'production' });
    expect(start).toThrow(/DATA_ENCRYPTION_KEY: required in production/);
    expect(start).toThrow(/DATABASE_URL: required in production/);
    expect(start).toThrow(/RECAPTCHA_SECRET: required in production/);
  });

  it("refuses Google's test reCAPTCHA secret in production", () => {
    expect(() =>
      loadConfig({ ...production, RECAPTCHA_SECRET: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe' }),
    ).toThrow(/RECAPTCHA_SECRET: Google's test secret/);
  });

  it('starts in production with a 32-byte data key, a database and a bot-check secret', () => {
    expect(loadConfig(production)).toMatchObject({
      DATA_ENCRYPTION_KEY: key,
      devTools: false,
      SEED_DEMO: false,
    });
  });

  it('never turns development tools on in production, not even with DEV_TOOLS=true', () => {
    expect(() => loadConfig({ ...production, DEV_TOOLS: 'true' })).toThrow(/DEV_TOOLS/);
    expect(loadConfig({ ...production, HOST: '127.0.0.1' }).devTools).toBe(false);
  });

  it('listens on loopback by default in development, and on every interface in production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
  });

  it('turns development tools on in development while listening on loopback', () => {
    for (const HOST of [undefined, '127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      expect(loadConfig({ HOST }).devTools, String(HOST)).toBe(true);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
  });

  it('refuses a development server on a public interface without DEV_TOOLS=true or real secrets', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      /DATA_ENCRYPTION_KEY: required when development tools are off/,
    );
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      /RECAPTCHA_SECRET: required when development tools/,
    );
  });

  it('keeps development tools off on a public interface, and the demo seed with them', () => {
    const config = loadConfig({ ...production, NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect(config).toMatchObject({ devTools: false, SEED_DEMO: false });
  });

  it('turns development tools on for a public interface only with DEV_TOOLS=true', () => {
    expect(loadConfig({ HOST: '0.0.0.0', DEV_TOOLS: 'true' }).devTools).toBe(true);
  });

  it('refuses a reCAPTCHA secret without the site key the page makes tokens with', () => {
    expect(() => loadConfig({ RECAPTCHA_SECRET: 'the-site-secret' })).toThrow(
      /RECAPTCHA_SITE_KEY: required with/,
    );
  });

  it('refuses to take payments with the simulator when development tools are off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY: required in production/);
    expect(() =>
      loadConfig({ ...production, NODE_ENV: 'development', HOST: '0.0.0.0', STRIPE_SECRET_KEY: '' }),
    ).toThrow(/STRIPE_SECRET_KEY: required when development tools are off/);
  });

  it('pays brokers by Stripe Connect only with a Stripe key, and by PayPal only with both PayPal credentials', () => {
    expect(loadConfig({}).PAYOUT_GATEWAY).toBe('simulated');
    expect(() => loadConfig({ PAYOUT_GATEWAY: 'stripe' })).toThrow(/required when PAYOUT_GATEWAY=stripe/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'abc' })).toThrow(/PAYPAL_CLIENT_SECRET: set both/);
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'abc', PAYPAL_CLIENT_SECRET: 'xyz' }).PAYPAL_ENV).toBe('sandbox');
  });

  it('wants the publishable key and the webhook secret with a Stripe secret key, and no key without it', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required with/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with/,
    );
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: required with/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/Expected a Stripe secret key/);
  });

  it('asks staff for MFA by default in production only, and lets STAFF_REQUIRE_MFA decide', () => {
    expect(loadConfig(production).STAFF_REQUIRE_MFA).toBe(true);
    expect(loadConfig({}).STAFF_REQUIRE_MFA).toBe(false);
    expect(loadConfig({ STAFF_REQUIRE_MFA: 'true' }).STAFF_REQUIRE_MFA).toBe(true);
    expect(loadConfig({ ...production, STAFF_REQUIRE_MFA: 'false' }).STAFF_REQUIRE_MFA).toBe(false);
  });

  it('refuses a data encryption key that is not 32 bytes, in any environment', () => {
    const short = randomBytes(16).toString('base64');
    expect(() => loadConfig({ ...production, DATA_ENCRYPTION_KEY: short })).toThrow(
      /DATA_ENCRYPTION_KEY: Expected the base64 of 32 random bytes/,
    );
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'not base64 at all' })).toThrow(/DATA_ENCRYPTION_KEY/);
  });

  it('refuses a reCAPTCHA minimum score outside 0..1 and a malformed sender number', () => {
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(/RECAPTCHA_MIN_SCORE/);
    expect(() => loadConfig({ SMS_FROM_TN: 'call me' })).toThrow(/SMS_FROM_TN/);
  });

  it('refuses a carrier API URL without its key', () => {
    expect(() => loadConfig({ CARRIER_API_URL: 'https://carrier.example/v1' })).toThrow(/CARRIER_API_KEY/);
  });

  it('runs the messaging simulator by default; Telnyx needs its API key and webhook public key', () => {
    expect(loadConfig({}).MESSAGING_CARRIER).toBe('simulator');
    expect(() => loadConfig({ MESSAGING_CARRIER: 'telnyx' })).toThrow(
      /TELNYX_API_KEY[\s\S]*TELNYX_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ TELNYX_PUBLIC_KEY: 'c2hvcnQ=' })).toThrow(/TELNYX_PUBLIC_KEY/);
    const key = Buffer.alloc(32, 3).toString('base64');
    const telnyx = loadConfig({
      MESSAGING_CARRIER: 'telnyx',
      TELNYX_API_KEY: 'KEY0123456789',
      TELNYX_PUBLIC_KEY: key,
    });
    expect(telnyx.MESSAGING_CARRIER).toBe('telnyx');
  });

  it('runs the portability simulator by default; Telnyx portability checks need the API key', () => {
    expect(loadConfig({}).PORTABILITY_LOOKUP).toBe('simulator');
    expect(() => loadConfig({ PORTABILITY_LOOKUP: 'telnyx' })).toThrow(/TELNYX_API_KEY.*PORTABILITY_LOOKUP/);
    expect(
      loadConfig({ PORTABILITY_LOOKUP: 'telnyx', TELNYX_API_KEY: 'KEY0123456789' }).PORTABILITY_LOOKUP,
    ).toBe('telnyx');
  });

  it('refuses a carrier webhook secret shorter than 16 characters', () => {
    expect(() => loadConfig({ CARRIER_WEBHOOK_SECRET: 'short' })).toThrow(/CARRIER_WEBHOOK_SECRET/);
  });

  it('refuses STRIPE_TAX=true without a Stripe secret key', () => {
    expect(() => loadConfig({ STRIPE_TAX: 'true' })).toThrow(/STRIPE_SECRET_KEY/);
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(loadConfig({ STRIPE_TAX: 'true', ...stripe }).STRIPE_TAX).toBe(true);
  });

  it('reads TRUST_PROXY as a flag', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});
