import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  addRecipient,
  attachmentError,
  canSend,
  matchesContact,
  showsInMessagingFilter,
  UNSUPPORTED_ATTACHMENT,
} from './message-rules.ts';

describe('attachment rules (spec 1 section 5)', () => {
  it('refuses a file of 2,097,152 bytes or more as too large', () => {
    expect(attachmentError({ size: ATTACHMENT_MAX_BYTES, contentType: 'image/png' })).toBe(
      ATTACHMENT_TOO_LARGE,
    );
    expect(attachmentError({ size: ATTACHMENT_MAX_BYTES - 1, contentType: 'image/png' })).toBeNull();
  });

  it('takes image, video, text and vcard, and refuses the rest', () => {
    for (const type of ['image/jpeg', 'video/mp4', 'text/plain', 'text/vcard', 'text/x-vcard'])
      expect(attachmentError({ size: 10, contentType: type })).toBeNull();
    for (const type of ['application/pdf', 'audio/mpeg', 'application/zip', ''])
      expect(attachmentError({ size: 10, contentType: type })).toBe(UNSUPPORTED_ATTACHMENT);
  });
});

describe('Send button (spec 1 section 5)', () => {
  const ready = {
    from: '+12012345678',
    recipients: ['+13035550100'],
    text: 'hi',
    hasMedia: false,
    sending: false,
  };

  it('is enabled with a from number, a recipient and text', () => {
    expect(canSend(ready)).toBe(true);
  });

  it('is disabled without a from number, without recipients, with nothing to send, or while sending', () => {
    expect(canSend({ ...ready, from: '' })).toBe(false);
    expect(canSend({ ...ready, recipients: [] })).toBe(false);
    expect(canSend({ ...ready, text: '  ' })).toBe(false);
    expect(canSend({ ...ready, sending: true })).toBe(false);
  });

  it('is enabled with media and no text', () => {
    expect(canSend({ ...ready, text: '', hasMedia: true })).toBe(true);
  });
});

describe('recipients', () => {
  it('adds a valid new number in E.164', () => {
    expect(addRecipient([], '(303) 234-0100')).toEqual(['+13032340100']);
  });

  it('does not add an invalid or already listed number', () => {
    expect(addRecipient([], '555')).toBeNull();
    expect(addRecipient(['+13032340100'], '303-234-0100')).toBeNull();
  });

  it('suggests contacts by digits of the caller id or by name', () => {
    const contact = { name: 'Ada Lovelace', callerId: '+13032340100' };
    expect(matchesContact(contact, '2340')).toBe(true);
    expect(matchesContact(contact, 'love')).toBe(true);
    expect(matchesContact(contact, 'bob')).toBe(false);
  });
});

describe('messaging number filter (spec 1 section 5)', () => {
  it('lists only local +1 numbers for a brand other than 2', () => {
    expect(showsInMessagingFilter('+12012345678', 1)).toBe(true);
    expect(showsInMessagingFilter('+18005550199', 1)).toBe(false);
    expect(showsInMessagingFilter('+18005550199', 2)).toBe(true);
  });
});
