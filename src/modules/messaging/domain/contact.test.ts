import { describe, expect, it } from 'vitest';
import { Contact } from './contact.ts';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-11-25T12:00:00Z');
const ann = () => new Contact({ accountId: 1, name: ' Ann ', callerId: '(201) 234-5678', now });

describe('Contact', () => {
  it('keeps the trimmed name, the number as E.164 and starts unblocked', () => {
    expect(ann()).toMatchObject({ name: 'Ann', callerId: '+12012345678', blocked: 'N', updatedAt: now });
  });

  it('refuses an empty name and an invalid number', () => {
    expect(() => new Contact({ accountId: 1, name: ' ', callerId: '+12012345678', now })).toThrow(
      'Name is required.',
    );
    expect(() => new Contact({ accountId: 1, name: 'Ann', callerId: '555', now })).toThrow(/Invalid phone/);
  });

  it('renames and renumbers, stamping the change', () => {
    const contact = ann();
    contact.rename('Ann Lee ', later);
    contact.changeNumber('201.234.5679', later);
    expect(contact).toMatchObject({ name: 'Ann Lee', callerId: '+12012345679', updatedAt: later });
    expect(() => contact.rename('', later)).toThrow('Name is required.');
  });

  it('answers whether blocking changed anything', () => {
    const contact = ann();
    expect(contact.setBlocked('Y', later)).toBe(true);
    expect(contact.isBlocked()).toBe(true);
    expect(contact.setBlocked('Y', later)).toBe(false);
    expect(contact.setBlocked('N', later)).toBe(true);
    expect(contact.isBlocked()).toBe(false);
  });
});
