import { describe, expect, it } from 'vitest';
import { Message } from './message.ts';
import { MessageThread } from './message-thread.ts';
import { participantsKey } from './participants.ts';

const now = new Date('2026-11-24T12:00:00Z');
const thread = () =>
  new MessageThread({
    accountId: 1,
    tn: '+12012345678',
    participants: ['(303) 234-0100', '+14152340123'],
    now,
  });
const message = (direction: 'inbound' | 'outbound', at = now) =>
  new Message({
    messageThreadId: 1,
    accountId: 1,
    direction,
    message: 'hello',
    fromNumber: '+13032340100',
    toNumbers: ['+12012345678'],
    createDate: at,
    deliveryStatus: direction === 'inbound' ? 'received' : 'queued',
  });

describe('a thread of a group message', () => {
  it('keeps one canonical participant list, whatever order they were given in', () => {
    expect(thread().participants).toEqual(['+13032340100', '+14152340123']);
    expect(participantsKey(['+14152340123', '303-234-0100', '+13032340100'])).toBe(
      '+13032340100,+14152340123',
    );
  });
});

describe('unread rules (spec 1 section 4)', () => {
  it('an inbound message raises unread and becomes the recent message; an outbound one does not raise it', () => {
    const t = thread();
    t.recordMessage(message('inbound'));
    t.recordMessage(message('outbound'));
    expect(t.unreadCount).toBe(1);
    expect(t.recentMessage).toBe('hello');
    expect(t.recentMessageType).toBe('sms');
  });

  it('opening a thread as a non-employee reads it; an employee never marks it read', () => {
    const t = thread();
    t.recordMessage(message('inbound'));
    expect(t.markReadBy({ isEmployee: true })).toBe(false);
    expect(t.unreadCount).toBe(1);
    expect(t.markReadBy({ isEmployee: false })).toBe(true);
    expect(t.unreadCount).toBe(0);
  });

  it('the unread toggle marks a read thread unread and back', () => {
    const t = thread();
    t.setUnread(true);
    expect(t.unreadCount).toBe(1);
    t.setUnread(false);
    expect(t.unreadCount).toBe(0);
  });

  it('a late-arriving older message does not move the thread back in the list', () => {
    const t = thread();
    t.recordMessage(message('inbound', new Date('2026-11-24T13:00:00Z')));
    t.recordMessage(message('inbound', new Date('2026-11-24T12:30:00Z')));
    expect(t.recentMessageDate).toEqual(new Date('2026-11-24T13:00:00Z'));
  });
});

describe('a message', () => {
  it('is an MMS when it carries media', () => {
    const mms = new Message({
      ...message('outbound'),
      attachments: [{ contentType: 'image/png', filename: 'a.png', path: '1/x/a.png', size: 3 }],
    });
    expect(mms.type).toBe('mms');
    expect(message('outbound').type).toBe('sms');
  });
});
