import { isSupportedAttachmentType } from '../../../../shared/message-rules.ts';
import type { MediaFile } from '../../ports/media-store.ts';

/** Text types a browser renders as a page or runs (HTML, XML, scripts): served as plain text instead. */
const SHOWN_AS_IS = new Set([
  'text/plain',
  'text/vcard',
  'text/x-vcard',
  'text/directory',
  'text/csv',
  'text/calendar',
]);

/**
 * The content type a stored file is served with: only types messages accept, and never one the browser would
 * run as a document of our origin (docs/adr/0042).
 */
export function servedContentType(stored: string): string {
  const type = stored.trim().toLowerCase().split(';')[0] ?? '';
  if (!isSupportedAttachmentType(type)) return 'application/octet-stream';
  if (type.startsWith('text/'))
    return SHOWN_AS_IS.has(type) ? `${type}; charset=utf-8` : 'text/plain; charset=utf-8';
  if (type === 'image/svg+xml') return 'application/octet-stream';
  return type;
}

export function mediaResponse(file: MediaFile): Response {
  const filename = file.filename.replace(/["\\\r\n]/g, '_');
  return new Response(Buffer.from(file.bytes), {
    status: 200,
    headers: {
      'Content-Type': servedContentType(file.contentType),
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `inline; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, max-age=3600',
    },
  });
}
