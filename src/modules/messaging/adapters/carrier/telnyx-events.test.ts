import { describe, expect, it } from 'vitest';
import { readTelnyxEvent, TelnyxEvent } from './telnyx-events.ts';

const event = (type: string, payload: Record<string, unknown>) =>
  TelnyxEvent.parse({ data: { event_type: type, id: 'evt-1', payload: { id: 'msg-1', ...payload } } });
const to = (...statuses: string[]) =>
  statuses.map((status, i) => ({ phone_number: `+1303234010${i}`, status }));

describe('reading Telnyx events', () => {
  it('reads message.received as an inbound message with every receiver (to and cc) and its media', () => {
    const read = readTelnyxEvent(
      event('message.received', {
        from: { phone_number: '+13032340100' },
        to: [{ phone_number: '+12012345678' }],
        cc: [{ phone_number: '+14152340123' }],
        text: 'Hi all',
        media: [{ url: 'https://media.example/a.jpg', content_type: 'image/jpeg', size: 10 }],
      }),
    );
    expect(read).toEqual({
      kind: 'inbound',
      message: {
        carrierMessageId: 'msg-1',
        from: '+13032340100',
        to: ['+12012345678', '+14152340123'],
        text: 'Hi all',
        media: [{ url: 'https://media.example/a.jpg', contentType: 'image/jpeg' }],
      },
    });
  });

  it('reads receipts: any failed recipient fails, else delivered, else sent; earlier states are ignored', () => {
    const errors = [{ code: '40002', title: 'Blocked as spam', detail: 'Message blocked' }];
    expect(
      readTelnyxEvent(event('message.finalized', { to: to('delivered', 'delivery_failed'), errors })),
    ).toEqual({
      kind: 'receipt',
      receipt: {
        carrierMessageId: 'msg-1',
        status: 'failed',
        description: 'Blocked as spam: Message blocked',
      },
    });
    expect(
      readTelnyxEvent(event('message.finalized', { to: to('delivered', 'delivery_unconfirmed') })),
    ).toMatchObject({
      receipt: { status: 'delivered' },
    });
    expect(readTelnyxEvent(event('message.sent', { to: to('sent') }))).toMatchObject({
      receipt: { status: 'sent' },
    });
    expect(readTelnyxEvent(event('message.finalized', { to: to('sending_failed') }))).toMatchObject({
      receipt: { status: 'failed', description: 'The carrier could not deliver the message.' },
    });
    expect(readTelnyxEvent(event('message.sent', { to: to('queued') }))).toEqual({ kind: 'ignored' });
  });

  it('ignores other events and events without a payload', () => {
    expect(readTelnyxEvent(event('call.initiated', {}))).toEqual({ kind: 'ignored' });
    expect(readTelnyxEvent(TelnyxEvent.parse({ data: { event_type: 'message.received' } }))).toEqual({
      kind: 'ignored',
    });
  });
});
