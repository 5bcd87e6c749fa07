import argon2 from 'argon2';

/** argon2id with 19 MiB and 2 passes: the OWASP minimum, about 30 ms here. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Slow salted one-way hashes for secrets people choose (passwords, port-out PINs). */
export class Argon2Hasher {
  hash(secret: string): Promise<string> {
    return argon2.hash(secret, ARGON2_OPTIONS);
  }
  /** False for a wrong secret or an unreadable hash. */
  async verify(hash: string, secret: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, secret);
    } catch {
      return false;
    }
  }
}
