import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTelnyx } from '../../../../../test/support/fake-telnyx.ts';
import { FixedClock } from '../../../../platform/clock/clock.ts';
import { CarrierRejected, type CarrierSend } from '../../ports/messaging-carrier.ts';
import { mediaLinkKey, SignedMediaLinks } from './signed-media-links.ts';
import { TelnyxMessagingCarrier } from './telnyx-messaging-carrier.ts';

const fake = new FakeTelnyx();
const clock = new FixedClock('2026-11-24T12:10:00Z');
const links = new SignedMediaLinks({
  key: mediaLinkKey(Buffer.alloc(32, 1).toString('base64')),
  publicUrl: 'https://app.example.com',
});
let carrier: TelnyxMessagingCarrier;
const send = (over: Partial<CarrierSend> = {}): CarrierSend => ({
  reference: 'message-41',
  from: '+12012345678',
  to: ['+13032340100'],
  text: 'Hello',
  media: [],
  ...over,
});

beforeAll(async () => {
  await fake.start();
  carrier = new TelnyxMessagingCarrier({
    baseUrl: `${fake.url}/v2/`,
    apiKey: 'KEY0123',
    messagingProfileId: 'profile-1',
    webhookUrl: 'https://app.example.com/api/carrier/messaging/telnyx',
    links,
    clock,
  });
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests.length = 0;
  fake.failWith = null;
});

describe('TelnyxMessagingCarrier', () => {
  it('posts one recipient to /v2/messages with the key, the webhook and the profile, and answers Telnyx’s id', async () => {
    const { carrierMessageId } = await carrier.send(send());
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v2/messages',
      headers: { authorization: 'Bearer KEY0123', 'idempotency-key': 'message-41' },
      body: {
        from: '+12012345678',
        to: '+13032340100',
        text: 'Hello',
        webhook_url: 'https://app.example.com/api/carrier/messaging/telnyx',
        messaging_profile_id: 'profile-1',
      },
    });
    expect(carrierMessageId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a group to /v2/messages/group_mms with every recipient and media as signed links', async () => {
    const media = [
      {
        contentType: 'image/png',
        filename: 'a.png',
        path: '7/0f8fad5b-d9cb-469f-a165-70867728950e/a.png',
        size: 3,
      },
    ];
    await carrier.send(send({ to: ['+13032340100', '+14152340123'], text: '', media }));
    const [request] = fake.requests;
    expect(request!.path).toBe('/v2/messages/group_mms');
    expect(request!.body).toMatchObject({ to: ['+13032340100', '+14152340123'] });
    expect(request!.body).not.toHaveProperty('text');
    const [link] = request!.body!.media_urls as string[];
    const url = new URL(link!);
    expect(url.pathname).toBe(`/api/carrier/media/${media[0]!.path}`);
    expect(
      links.isValid(
        media[0]!.path,
        url.searchParams.get('expires')!,
        url.searchParams.get('signature')!,
        clock.now(),
      ),
    ).toBe(true);
  });

  it('sends a retried reference once: the same Idempotency-Key and body answer the same id', async () => {
    const first = await carrier.send(send({ reference: 'message-77' }));
    const again = await carrier.send(send({ reference: 'message-77' }));
    expect(again).toEqual(first);
    expect(fake.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'message-77',
      'message-77',
    ]);
    expect(fake.requests[0]!.body).toEqual(fake.requests[1]!.body);
  });

  it('throws CarrierRejected with Telnyx’s words when it refuses the message (4xx)', async () => {
    fake.failWith = {
      status: 422,
      body: {
        errors: [{ code: '40310', title: 'Invalid to address', detail: 'The to number is not valid.' }],
      },
    };
    const refusal = carrier.send(send());
    await expect(refusal).rejects.toThrow(
      new CarrierRejected('Invalid to address: The to number is not valid.'),
    );
  });

  it('throws a plain (retried) error on 5xx, 429 and a refused API key', async () => {
    for (const status of [500, 503, 429, 401]) {
      fake.failWith = { status, body: { errors: [{ title: 'Busy' }] } };
      const failure = carrier.send(send());
      await expect(failure).rejects.toThrow(`Telnyx failed: HTTP ${status} Busy`);
      await expect(failure).rejects.not.toBeInstanceOf(CarrierRejected);
    }
  });

  it('throws a plain error when Telnyx cannot be reached', async () => {
    const unreachable = new TelnyxMessagingCarrier({
      baseUrl: 'http://127.0.0.1:1/v2',
      apiKey: 'KEY0123',
      messagingProfileId: null,
      webhookUrl: 'https://app.example.com/api/carrier/messaging/telnyx',
      links,
      clock,
    });
    const failure = unreachable.send(send());
    await expect(failure).rejects.toThrow();
    await expect(failure).rejects.not.toBeInstanceOf(CarrierRejected);
  });
});
