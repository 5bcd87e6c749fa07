import { describe, expect, it } from 'vitest';
import { expiryInDays, TOKEN_EXPIRY_MESSAGES, tokenExpiryProblem } from './api-token-scope.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('the API token expiry rule', () => {
  it('refuses an expiry that is not in the future', () => {
    expect(tokenExpiryProblem(now, now)).toBe(TOKEN_EXPIRY_MESSAGES.past);
    expect(tokenExpiryProblem(new Date('2026-11-21T00:00:00Z'), now)).toBe(TOKEN_EXPIRY_MESSAGES.past);
  });

  it('accepts up to two years ahead and refuses later', () => {
    expect(tokenExpiryProblem(expiryInDays(now, 30), now)).toBeNull();
    expect(tokenExpiryProblem(expiryInDays(now, 730), now)).toBeNull();
    expect(tokenExpiryProblem(expiryInDays(now, 731), now)).toBe(TOKEN_EXPIRY_MESSAGES.tooFar);
  });
});
