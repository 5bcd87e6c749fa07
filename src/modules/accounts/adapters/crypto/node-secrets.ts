import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { PasswordHasher, TokenVault } from '../../ports/secrets.ts';

/** argon2id with 19 MiB and 2 passes: the OWASP minimum, about 30 ms here. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string) {
    return argon2.hash(password, ARGON2_OPTIONS);
  }
  async verify(hash: string, password: string) {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}

/** 256-bit random tokens; SHA-256 is enough to store them since they are not guessable like passwords. */
export class Sha256TokenVault implements TokenVault {
  newToken() {
    return randomBytes(32).toString('base64url');
  }
  digest(token: string) {
    return createHash('sha256').update(token).digest('hex');
  }
}
