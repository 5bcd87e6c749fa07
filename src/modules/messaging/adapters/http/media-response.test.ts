import { describe, expect, it } from 'vitest';
import { mediaResponse, servedContentType } from './media-response.ts';

describe('servedContentType', () => {
  it('serves images, video and plain or vcard text as stored', () => {
    expect(servedContentType('image/png')).toBe('image/png');
    expect(servedContentType('video/mp4')).toBe('video/mp4');
    expect(servedContentType('text/vcard')).toBe('text/vcard; charset=utf-8');
  });

  it('never serves a type the browser would run: HTML, XML and SVG are downgraded', () => {
    expect(servedContentType('text/html')).toBe('text/plain; charset=utf-8');
    expect(servedContentType('text/xml')).toBe('text/plain; charset=utf-8');
    expect(servedContentType('image/svg+xml')).toBe('application/octet-stream');
    expect(servedContentType('application/javascript')).toBe('application/octet-stream');
  });
});

describe('mediaResponse', () => {
  it('answers inline with the filename, nosniff and a sandbox policy', () => {
    const response = mediaResponse({
      contentType: 'image/png',
      filename: 'a"b.png',
      bytes: new Uint8Array([1, 2]),
    });
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="a_b.png"; filename*=UTF-8''a%22b.png`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});
