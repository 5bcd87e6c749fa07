import { createHash, randomBytes } from 'node:crypto';
import { Argon2Hasher } from '../../../../platform/crypto/argon2-hasher.ts';
import type { PasswordHasher, TokenVault } from '../../ports/secrets.ts';

/** Passwords with the platform's argon2id settings. */
export class Argon2PasswordHasher extends Argon2Hasher implements PasswordHasher {}

/** 256-bit random tokens; SHA-256 is enough to store them since they are not guessable like passwords. */
export class Sha256TokenVault implements TokenVault {
  newToken() {
    return randomBytes(32).toString('base64url');
  }
  digest(token: string) {
    return createHash('sha256').update(token).digest('hex');
  }
}
