import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS, Invitation } from './invitation.ts';

const now = new Date('2026-11-22T12:00:00Z');
const invitation = () =>
  new Invitation({
    accountId: 1,
    email: ' Bob@Example.com ',
    firstName: 'Bob',
    lastName: 'Ng',
    role: 'user',
    tokenHash: 'h',
    invitedByUserId: 2,
    now,
  });

describe('an invitation', () => {
  it('is pending for seven days, then expired', () => {
    const sent = invitation();
    expect(sent.statusAt(new Date(now.getTime() + INVITATION_TTL_MS - 1))).toBe('pending');
    expect(sent.statusAt(new Date(now.getTime() + INVITATION_TTL_MS))).toBe('expired');
  });

  it('is accepted once accepted, whatever the time', () => {
    const sent = invitation();
    sent.accept(now);
    expect(sent.statusAt(new Date(now.getTime() + 2 * INVITATION_TTL_MS))).toBe('accepted');
  });

  it('belongs to its email whatever the case or spaces', () => {
    expect(invitation().isFor('bob@example.COM')).toBe(true);
    expect(invitation().isFor('bobby@example.com')).toBe(false);
  });
});
