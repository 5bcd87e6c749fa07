import { describe, expect, it } from 'vitest';
import { mediaLinkKey, SignedMediaLinks } from './signed-media-links.ts';

const key = mediaLinkKey(Buffer.alloc(32, 7).toString('base64'));
const links = new SignedMediaLinks({ key, publicUrl: 'https://app.example.com/' });
const path = '12/0f8fad5b-d9cb-469f-a165-70867728950e/photo 1.jpg';
const now = new Date('2026-11-24T12:10:00Z');
const parts = (url: string) => {
  const parsed = new URL(url);
  return {
    path: parsed.pathname,
    expires: parsed.searchParams.get('expires')!,
    signature: parsed.searchParams.get('signature')!,
  };
};

describe('signed media links', () => {
  it('link to the carrier media route and expire one to two hours later, at a whole hour', () => {
    const link = parts(links.linkTo(path, now));
    expect(link.path).toBe('/api/carrier/media/12/0f8fad5b-d9cb-469f-a165-70867728950e/photo%201.jpg');
    expect(new Date(Number(link.expires) * 1000).toISOString()).toBe('2026-11-24T14:00:00.000Z');
  });

  it('are the same for a retry within the hour', () => {
    expect(links.linkTo(path, now)).toBe(links.linkTo(path, new Date('2026-11-24T12:59:59Z')));
  });

  it('are valid until they expire, for their own path only, and only with our key', () => {
    const { expires, signature } = parts(links.linkTo(path, now));
    expect(links.isValid(path, expires, signature, now)).toBe(true);
    expect(links.isValid(path, expires, signature, new Date('2026-11-24T14:00:00Z'))).toBe(false);
    expect(links.isValid(path.replace('12/', '13/'), expires, signature, now)).toBe(false);
    expect(links.isValid(path, String(Number(expires) + 3600), signature, now)).toBe(false);
    const other = new SignedMediaLinks({
      key: mediaLinkKey(Buffer.alloc(32, 8).toString('base64')),
      publicUrl: 'https://app.example.com',
    });
    expect(other.isValid(path, expires, signature, now)).toBe(false);
    expect(links.isValid(path, 'soon', signature, now)).toBe(false);
  });
});
