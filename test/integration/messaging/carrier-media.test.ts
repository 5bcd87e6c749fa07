import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_RECEIPT_DELAY_MS } from '../../../src/modules/messaging/adapters/carrier/simulated-messaging-carrier.ts';
import { TelnyxMessagingCarrier } from '../../../src/modules/messaging/adapters/carrier/telnyx-messaging-carrier.ts';
import { FilesystemMediaStore } from '../../../src/modules/messaging/adapters/media/filesystem-media-store.ts';
import { carrierMediaLinks } from '../../../src/modules/messaging/adapters/wiring/carrier.ts';
import { DELIVERY_RECEIPT_QUEUE } from '../../../src/modules/messaging/app/apply-delivery-receipt.ts';
import type { Attachment } from '../../../src/modules/messaging/domain/message.ts';
import type { CarrierSend } from '../../../src/modules/messaging/ports/messaging-carrier.ts';
import { FakeTelnyx } from '../../support/fake-telnyx.ts';
import type { TestApp } from '../../support/test-app.ts';
import { ACME_TN, carrierApp, messageRow, queued, runJob, SENDER, sentMessage } from './carrier-kit.ts';

let kit: Awaited<ReturnType<typeof carrierApp>>;
let t: TestApp;
let photo: Attachment;
let page: Attachment;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  kit = await carrierApp();
  t = kit.t;
  const store = new FilesystemMediaStore(path.join(kit.dataDir, 'media'));
  photo = await store.put(kit.acme, { contentType: 'image/png', filename: 'photo.png', bytes: PNG });
  page = await store.put(kit.acme, {
    contentType: 'text/html',
    filename: 'page.html',
    bytes: Buffer.from('<script>x</script>'),
  });
});
afterAll(() => t.close());

/** The path and query of a signed link, for the app under test. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const linkTo = (mediaPath: string, at = t.clock.now()) => carrierMediaLinks(t.config).linkTo(mediaPath, at);

describe('the carrier’s signed media links', () => {
  it('serve the file with its type, inline, unsniffable, to anyone holding the link', async () => {
    const response = await t.request(local(linkTo(photo.path)));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="photo.png"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serve stored HTML as plain text, sandboxed', async () => {
    const response = await t.request(local(linkTo(page.path)));
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answer 403 once expired, or with a signature of another file or a changed expiry', async () => {
    const expired = local(linkTo(photo.path, new Date(t.clock.now().getTime() - 3 * 3600_000)));
    const otherFile = new URL(linkTo(page.path));
    const swapped = `/api/carrier/media/${photo.path}?${otherFile.searchParams.toString()}`;
    const link = new URL(linkTo(photo.path));
    link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    for (const attempt of [expired, swapped, local(link.toString())]) {
      const response = await t.request(attempt);
      expect(response.status).toBe(403);
    }
  });

  it('answer 404 for a signed path with no file behind it', async () => {
    const missing = `${kit.acme}/0f8fad5b-d9cb-469f-a165-70867728950e/gone.png`;
    expect((await t.request(local(linkTo(missing)))).status).toBe(404);
  });
});

const outbound = (over: Partial<CarrierSend> = {}): CarrierSend => ({
  reference: 'message-9',
  from: ACME_TN,
  to: [SENDER],
  text: 'See you at 5',
  media: [],
  ...over,
});

describe('the simulator', () => {
  it('takes a send, queues a delivered receipt a few seconds later, and the receipt marks the message delivered', async () => {
    const first = await t.composed.ports.runInContext(() => kit.carrier.send(outbound()));
    const again = await t.composed.ports.runInContext(() => kit.carrier.send(outbound()));
    expect(again).toEqual(first);
    const receipts = (await queued<{ carrierMessageId: string }>(t, DELIVERY_RECEIPT_QUEUE)).filter(
      (job) => job.data.carrierMessageId === first.carrierMessageId,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.startAfterMs).toBe(t.clock.now().getTime() + SIMULATED_RECEIPT_DELAY_MS);
    const { messageId } = await sentMessage(t, kit.acme, first.carrierMessageId);
    await runJob(t, DELIVERY_RECEIPT_QUEUE, receipts[0]!.data);
    expect(await messageRow(t, messageId)).toEqual({ delivery_status: 'delivered', delivery_desc: '' });
  });
});

describe('MESSAGING_CARRIER=telnyx', () => {
  it('sends through Telnyx with our webhook and media links Telnyx can fetch from the app', async () => {
    const fake = await new FakeTelnyx().start();
    const telnyx = await carrierApp({
      MESSAGING_CARRIER: 'telnyx',
      TELNYX_API_KEY: 'KEY0123456789',
      TELNYX_BASE_URL: `${fake.url}/v2`,
    });
    try {
      const carrier = telnyx.carrierMessaging.carrier;
      expect(carrier).toBeInstanceOf(TelnyxMessagingCarrier);
      const store = new FilesystemMediaStore(path.join(telnyx.dataDir, 'media'));
      const file = await store.put(telnyx.acme, { contentType: 'image/png', filename: 'p.png', bytes: PNG });
      const { carrierMessageId } = await carrier.send(outbound({ media: [file] }));
      expect(carrierMessageId).toMatch(/^[0-9a-f-]{36}$/);
      const [request] = fake.requests;
      expect(request!.body).toMatchObject({
        from: ACME_TN,
        to: SENDER,
        webhook_url: 'http://localhost:3000/api/carrier/messaging/telnyx',
      });
      const [mediaUrl] = request!.body!.media_urls as string[];
      const fetched = await telnyx.t.request(local(mediaUrl!));
      expect(Buffer.from(await fetched.arrayBuffer())).toEqual(PNG);
    } finally {
      await telnyx.t.close();
      await fake.stop();
    }
  });
});
