import { describe, expect, it } from 'vitest';
import {
  CONTACT_AGENT_MAX_LENGTH,
  CONTACT_AGENT_MESSAGES,
  contactAgentFieldProblem,
  contactAgentProblems,
  isContactPhone,
} from './contact-agent-rules.ts';

const filled = {
  name: 'Jo Buyer',
  email: 'jo@example.com',
  phone: '(201) 234-5678',
  comments: 'Can we talk about a licence?',
};

describe('the contact-agent rules', () => {
  it('accept a filled-in form', () => {
    expect(contactAgentProblems(filled)).toEqual({});
  });

  it("give the spec's required messages for empty or blank fields", () => {
    expect(contactAgentProblems({ name: '', email: ' ', phone: '', comments: '\n' })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Contact Phone is required.',
      comments: 'Comments are required.',
    });
  });

  it('refuse an email without a user, a domain or a dot in the domain', () => {
    for (const email of ['jo', 'jo@', '@example.com', 'jo@example', 'jo smith@example.com']) {
      expect(contactAgentFieldProblem('email', email), email).toBe(CONTACT_AGENT_MESSAGES.emailInvalid);
    }
    expect(contactAgentFieldProblem('email', ' jo@example.com ')).toBeNull();
  });

  it('take North American, toll-free and international phone numbers, not short codes or words', () => {
    for (const phone of ['201-234-5678', '+1 800 356 9377', '+44 20 7946 0958', '1-800-FLOWERS']) {
      expect(isContactPhone(phone), phone).toBe(true);
    }
    for (const phone of ['12345', '555-1234', 'call me', '(201) 555-1234']) {
      expect(contactAgentFieldProblem('phone', phone), phone).toBe(CONTACT_AGENT_MESSAGES.phoneInvalid);
    }
  });

  it('cap each field at its length', () => {
    expect(contactAgentFieldProblem('name', 'x'.repeat(CONTACT_AGENT_MAX_LENGTH.name))).toBeNull();
    expect(contactAgentFieldProblem('name', 'x'.repeat(101))).toBe('Name must be at most 100 characters.');
    expect(contactAgentFieldProblem('comments', 'x'.repeat(2001))).toBe(
      'Comments must be at most 2000 characters.',
    );
    expect(contactAgentFieldProblem('email', `${'x'.repeat(250)}@example.com`)).toBe(
      'Email must be at most 254 characters.',
    );
  });
});
