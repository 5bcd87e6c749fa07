/** Password hashing (argon2id in production) and opaque token handling, behind one seam. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export interface TokenVault {
  /** A new random token (at least 128 bits) for a cookie or a link. */
  newToken(): string;
  /** The one-way digest that is stored instead of the token. */
  digest(token: string): string;
}
