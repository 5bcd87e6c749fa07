/** The secret in a transfer link: a new random token, and the digest stored instead of it. */
export interface TransferTokens {
  newToken(): string;
  digest(token: string): string;
}
