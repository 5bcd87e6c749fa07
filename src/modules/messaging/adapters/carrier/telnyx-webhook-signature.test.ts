import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedByTelnyx, telnyxPublicKey } from './telnyx-webhook-signature.ts';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const rawPublic = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64');
const key = telnyxPublicKey(rawPublic);
const now = new Date('2026-11-24T12:00:00Z');
const timestamp = String(now.getTime() / 1000);
const body = '{"data":{"event_type":"message.received"}}';
const signed = (text: string, at = timestamp) =>
  sign(null, Buffer.from(`${at}|${text}`), privateKey).toString('base64');

describe('Telnyx webhook signatures', () => {
  it('accepts the exact body signed with the account’s key at about now', () => {
    expect(isSignedByTelnyx({ publicKey: key, rawBody: body, signature: signed(body), timestamp, now })).toBe(
      true,
    );
  });

  it('refuses a changed body, another key, a missing header or no configured key', () => {
    const signature = signed(body);
    const other = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' });
    const otherKey = telnyxPublicKey(other.subarray(-32).toString('base64'));
    const check = (over: Partial<Parameters<typeof isSignedByTelnyx>[0]>) =>
      isSignedByTelnyx({ publicKey: key, rawBody: body, signature, timestamp, now, ...over });
    expect(check({ rawBody: body.replace('received', 'sent') })).toBe(false);
    expect(check({ publicKey: otherKey })).toBe(false);
    expect(check({ signature: undefined })).toBe(false);
    expect(check({ timestamp: undefined })).toBe(false);
    expect(check({ publicKey: null })).toBe(false);
    expect(check({ signature: 'bm90IGEgc2lnbmF0dXJl' })).toBe(false);
  });

  it('refuses a signature more than five minutes from now (a replay), either way', () => {
    for (const offset of [-301, 301]) {
      const at = String(Number(timestamp) + offset);
      expect(
        isSignedByTelnyx({ publicKey: key, rawBody: body, signature: signed(body, at), timestamp: at, now }),
      ).toBe(false);
    }
    const recent = String(Number(timestamp) - 299);
    expect(
      isSignedByTelnyx({
        publicKey: key,
        rawBody: body,
        signature: signed(body, recent),
        timestamp: recent,
        now,
      }),
    ).toBe(true);
  });

  it('refuses a public key that is not 32 bytes', () => {
    expect(() => telnyxPublicKey('c2hvcnQ=')).toThrow(/32-byte/);
  });
});
