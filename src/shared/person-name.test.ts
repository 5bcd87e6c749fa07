import { describe, expect, it } from 'vitest';
import { personNameProblem } from './person-name.ts';

describe('personNameProblem', () => {
  it('requires a name once blanks are trimmed', () => {
    expect(personNameProblem('First name', '   ')).toBe('First name is required');
  });

  it('allows 40 characters and refuses 41', () => {
    expect(personNameProblem('Last name', ` ${'a'.repeat(40)} `)).toBeNull();
    expect(personNameProblem('Last name', 'a'.repeat(41))).toBe('Last name is at most 40 characters');
  });
});
