import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  UNSUPPORTED_ATTACHMENT,
} from '../../../shared/message-rules.ts';
import { BAD_DATA_URL, decodeMediaDataUrl, defaultFilename } from './media-data-url.ts';

const encode = (type: string, bytes: number, params = '') =>
  `data:${type}${params};base64,${Buffer.alloc(bytes, 1).toString('base64')}`;

describe('decodeMediaDataUrl', () => {
  it('decodes a base64 data URL with its type and an optional name', () => {
    const decoded = decodeMediaDataUrl(
      `data:image/png;name=my%20pic.png;base64,${Buffer.from('abc').toString('base64')}`,
    );
    expect(decoded).toEqual({
      ok: true,
      contentType: 'image/png',
      filename: 'my pic.png',
      bytes: new Uint8Array([97, 98, 99]),
    });
  });

  it('counts the decoded size: one byte under the limit passes, the limit itself is too large', () => {
    expect(decodeMediaDataUrl(encode('image/jpeg', ATTACHMENT_MAX_BYTES - 1)).ok).toBe(true);
    expect(decodeMediaDataUrl(encode('image/jpeg', ATTACHMENT_MAX_BYTES))).toEqual({
      ok: false,
      error: ATTACHMENT_TOO_LARGE,
    });
  });

  it('accepts image, video, text and vcard and refuses other types with the spec’s text', () => {
    for (const type of ['image/gif', 'video/mp4', 'text/plain', 'text/vcard', 'text/x-vcard'])
      expect(decodeMediaDataUrl(encode(type, 3)).ok).toBe(true);
    for (const type of ['application/pdf', 'audio/mpeg', 'application/octet-stream'])
      expect(decodeMediaDataUrl(encode(type, 3))).toEqual({ ok: false, error: UNSUPPORTED_ATTACHMENT });
  });

  it('refuses what is not a base64 data URL', () => {
    for (const text of [
      'https://example.com/a.png',
      'data:image/png,rawtext',
      'data:;base64,AAAA',
      'data:image/png;base64,@@@',
    ])
      expect(decodeMediaDataUrl(text)).toEqual({ ok: false, error: BAD_DATA_URL });
  });
});

describe('defaultFilename', () => {
  it('names an attachment after its type', () => {
    expect(defaultFilename('image/jpeg')).toBe('attachment.jpeg');
    expect(defaultFilename('text/plain')).toBe('attachment.txt');
    expect(defaultFilename('text/x-vcard')).toBe('attachment.vcard');
  });
});
