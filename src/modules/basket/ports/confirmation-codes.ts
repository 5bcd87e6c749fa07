/**
 * Six-digit confirmation codes: random, and stored only as a keyed hash so a database leak does not
 * reveal a code that is still open (the accounts module does the same for MFA codes).
 */
export interface ConfirmationCodes {
  newCode(): string;
  digest(code: string): string;
  matches(code: string, digest: string): boolean;
}
