import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AesGcmSecretBox, DEVELOPMENT_DATA_KEY } from './secret-box.ts';

const key = () => randomBytes(32).toString('base64');

/** Flips one bit of one base64url part of a sealed value, keeping it well-formed. */
function tamper(sealed: string, partIndex: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[partIndex]!, 'base64url');
  bytes[0]! ^= 1;
  parts[partIndex] = bytes.toString('base64url');
  return parts.join('.');
}

describe('AesGcmSecretBox', () => {
  it('opens what it sealed, including non-ASCII text', () => {
    const box = new AesGcmSecretBox(key());
    for (const secret of ['JBSWY3DPEHPK3PXP', '', 'clé secrète ☎'])
      expect(box.open(box.seal(secret))).toBe(secret);
  });

  it('writes v1.<iv>.<tag>.<ciphertext> in base64url with a 12-byte IV and a 16-byte tag', () => {
    const sealed = new AesGcmSecretBox(key()).seal('JBSWY3DPEHPK3PXP');
    const [version, iv, tag, ciphertext] = sealed.split('.');
    expect(version).toBe('v1');
    expect(sealed).toMatch(/^v1(\.[A-Za-z0-9_-]+){3}$/);
    expect(Buffer.from(iv!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(ciphertext!, 'base64url')).toHaveLength('JBSWY3DPEHPK3PXP'.length);
  });

  it('never seals the same secret to the same text twice', () => {
    const box = new AesGcmSecretBox(key());
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a sealed value whose IV, tag or ciphertext was changed', () => {
    const box = new AesGcmSecretBox(key());
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    for (const part of [1, 2, 3]) expect(() => box.open(tamper(sealed, part))).toThrow();
  });

  it('refuses to open a value sealed under another key', () => {
    const sealed = new AesGcmSecretBox(key()).seal('JBSWY3DPEHPK3PXP');
    expect(() => new AesGcmSecretBox(key()).open(sealed)).toThrow();
  });

  it('refuses values that are not in the sealed format', () => {
    const box = new AesGcmSecretBox(key());
    for (const bad of ['', 'plain', 'v2.a.b.c', 'v1.a.b', 'v1.a.b.c.d'])
      expect(() => box.open(bad)).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => new AesGcmSecretBox(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });

  it('has a 32-byte development key', () => {
    expect(Buffer.from(DEVELOPMENT_DATA_KEY, 'base64')).toHaveLength(32);
  });
});
