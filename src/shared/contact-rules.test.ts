import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  contactNameProblem,
  contactNumberProblem,
  nameForNumber,
} from './contact-rules.ts';

describe('contact rules', () => {
  it('requires a name once trimmed', () => {
    expect(contactNameProblem('   ')).toBe(CONTACT_MESSAGES.nameRequired);
    expect(contactNameProblem(' Ann ')).toBeNull();
  });

  it('allows names up to 100 characters once trimmed', () => {
    expect(contactNameProblem(` ${'a'.repeat(CONTACT_NAME_MAX)} `)).toBeNull();
    expect(contactNameProblem('a'.repeat(CONTACT_NAME_MAX + 1))).toBe(CONTACT_MESSAGES.nameTooLong);
  });

  it('accepts any valid phone number and refuses the rest', () => {
    expect(contactNumberProblem('(201) 234-5678')).toBeNull();
    expect(contactNumberProblem('12345')).toBeNull();
    expect(contactNumberProblem('555')).toBe(CONTACT_MESSAGES.numberInvalid);
  });

  it('names a contact made by blocking after its formatted number', () => {
    expect(nameForNumber('+12012345678')).toBe('(201) 234-5678');
  });
});
