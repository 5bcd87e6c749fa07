import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTelnyx } from '../../../../../test/support/fake-telnyx.ts';
import { HttpInboundMediaFetcher, INBOUND_MEDIA_MAX_BYTES } from './http-inbound-media-fetcher.ts';

const fake = new FakeTelnyx();
const fetcher = new HttpInboundMediaFetcher();

beforeAll(async () => {
  await fake.start();
  fake.media.set('/media/photo.jpg', { contentType: 'image/jpeg', bytes: Buffer.from('jpeg') });
  fake.media.set('/media/huge.png', {
    contentType: 'image/png',
    bytes: Buffer.alloc(INBOUND_MEDIA_MAX_BYTES + 1),
  });
  fake.media.set('/media/page.bin', { contentType: 'application/octet-stream', bytes: Buffer.from('x') });
});
afterAll(() => fake.stop());

describe('fetching inbound media', () => {
  it('downloads a carrier link with the answer’s type and the link’s file name', async () => {
    const file = await fetcher.download({ url: `${fake.url}/media/photo.jpg`, contentType: null });
    expect(file).toEqual({ contentType: 'image/jpeg', filename: 'photo.jpg', bytes: Buffer.from('jpeg') });
  });

  it('decodes a data URL (the simulator’s media)', async () => {
    const file = await fetcher.download({
      url: `data:image/png;base64,${Buffer.from('png').toString('base64')}`,
      contentType: null,
    });
    expect(file).toEqual({ contentType: 'image/png', filename: 'media.png', bytes: Buffer.from('png') });
  });

  it('leaves out what is too large, of a type we do not serve, gone (404) or not a web link', async () => {
    for (const url of [
      `${fake.url}/media/huge.png`,
      `${fake.url}/media/page.bin`,
      `${fake.url}/media/none.jpg`,
      'file:///etc/passwd',
    ])
      expect(await fetcher.download({ url, contentType: 'image/png' })).toBeNull();
  });
});
