import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_TEXT, passwordProblem } from './password-policy.ts';

describe('the password rule', () => {
  it('accepts 8 to 64 characters with a lower-case letter, an upper-case letter and a digit', () => {
    expect(passwordProblem('Numberyard1')).toBeNull();
    expect(passwordProblem(`Aa1${'x'.repeat(61)}`)).toBeNull();
  });

  it('refuses fewer than 8 or more than 64 characters', () => {
    expect(passwordProblem('Abcde1')).toBe(PASSWORD_RULE_TEXT);
    expect(passwordProblem(`Aa1${'x'.repeat(62)}`)).toBe(PASSWORD_RULE_TEXT);
  });

  it('needs each of lower case, upper case and a digit', () => {
    expect(passwordProblem('numberyard1')).toBe(PASSWORD_RULE_TEXT);
    expect(passwordProblem('NUMBERYARD1')).toBe(PASSWORD_RULE_TEXT);
    expect(passwordProblem('Numberyard')).toBe(PASSWORD_RULE_TEXT);
  });
});
