import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const key = randomBytes(32).toString('base64');

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

  it('refuses to start in production without a data encryption key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATA_ENCRYPTION_KEY: required in production/,
    );
  });

  it('starts in production with a 32-byte data encryption key', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key }).DATA_ENCRYPTION_KEY).toBe(key);
  });

  it('refuses a data encryption key that is not 32 bytes, in any environment', () => {
    const short = randomBytes(16).toString('base64');
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: short })).toThrow(
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

  it('reads TRUST_PROXY as a flag', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});
