import { attachmentError } from '../../../shared/message-rules.ts';

const DATA_URL =
  /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[a-z0-9_-]+=[^;,]*)*);base64,([a-z0-9+/\s]*={0,2})$/i;

export const BAD_DATA_URL = 'The attachment must be a base64 data URL (data:<type>;base64,...).';

/** One attachment sent as a data URL, decoded; `error` is spec 1's text when it may not be sent. */
export type DecodedMedia =
  | { ok: true; contentType: string; filename: string | null; bytes: Uint8Array }
  | { ok: false; error: string };

/**
 * Decodes `data:<type>[;name=<filename>];base64,<data>`. The decoded size counts (spec 1 section 9), and the
 * type must be image, video, text or vcard.
 */
export function decodeMediaDataUrl(dataUrl: string): DecodedMedia {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) return { ok: false, error: BAD_DATA_URL };
  const contentType = match[1]!.toLowerCase();
  const name = /;name=([^;,]*)/i.exec(match[2] ?? '')?.[1];
  const bytes = new Uint8Array(Buffer.from(match[3]!.replace(/\s/g, ''), 'base64'));
  const error = attachmentError({ size: bytes.byteLength, contentType });
  if (error) return { ok: false, error };
  return { ok: true, contentType, filename: name ? safeDecode(name) : null, bytes };
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** A file name for an attachment sent without one: `attachment.<subtype>`. */
export function defaultFilename(contentType: string): string {
  const subtype =
    contentType
      .split('/')[1]
      ?.replace(/^x-/, '')
      .replace(/[^a-z0-9]/g, '') || 'bin';
  return `attachment.${subtype === 'plain' ? 'txt' : subtype}`;
}
