import { describe, expect, it } from 'vitest';
import { tokenNameProblem } from './api-token-name.ts';

describe('tokenNameProblem', () => {
  it('requires a name once blanks are trimmed', () => {
    expect(tokenNameProblem('  ')).toBe('Name is required.');
  });

  it('allows 32 characters and refuses 33', () => {
    expect(tokenNameProblem('a'.repeat(32))).toBeNull();
    expect(tokenNameProblem('a'.repeat(33))).toBe('Name must be at most 32 characters.');
  });
});
