import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Encrypts small secrets at rest (TOTP seeds): what `seal` returns only `open` with the same key reads. */
export interface SecretBox {
  seal(plaintext: string): string;
  /** Throws when the value was tampered with or sealed under another key. */
  open(sealed: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A well-known key for development and tests only: loadConfig refuses production without a real one.
 * Anything sealed under it is as good as plaintext.
 */
export const DEVELOPMENT_DATA_KEY = Buffer.alloc(32, 'numberyard-development-only-key!').toString('base64');

/** AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>` in base64url; the version leaves room for key rotation. */
export class AesGcmSecretBox implements SecretBox {
  readonly #key: Buffer;

  constructor(keyBase64: string) {
    const key = Buffer.from(keyBase64, 'base64');
    if (key.length !== 32) throw new Error('The data encryption key must be 32 bytes (base64-encoded).');
    this.#key = key;
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
    if (
      version !== VERSION ||
      iv === undefined ||
      tag === undefined ||
      ciphertext === undefined ||
      rest.length
    )
      throw new Error('Not a sealed secret (expected v1.<iv>.<tag>.<ciphertext>).');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
