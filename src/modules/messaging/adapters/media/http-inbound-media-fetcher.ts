import { outboundFetch } from '../../../../platform/outbound/outbound-fetch.ts';
import { isSupportedAttachmentType } from '../../../../shared/message-rules.ts';
import type { InboundMediaFetcher, InboundMediaRef } from '../../ports/inbound-media.ts';
import type { MediaFile } from '../../ports/media-store.ts';

/** Inbound media larger than this is not kept (carriers deliver MMS media well under it). */
export const INBOUND_MEDIA_MAX_BYTES = 5 * 1024 * 1024;

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/i;

/**
 * Fetches inbound MMS media from the carrier's links (http(s), no redirects, a size cap), or decodes a
 * `data:` URL (the simulator's inbound messages). Types the media route would not serve are dropped.
 */
export class HttpInboundMediaFetcher implements InboundMediaFetcher {
  readonly #timeoutMs: number;

  constructor(options: { timeoutMs?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? 20_000;
  }

  async download(ref: InboundMediaRef): Promise<MediaFile | null> {
    const data = DATA_URL.exec(ref.url);
    if (data) return keep(data[1]!, filenameOf(null, data[1]!), Buffer.from(data[2]!, 'base64'));
    const url = URL.parse(ref.url);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
    const response = await outboundFetch(url, { signal: AbortSignal.timeout(this.#timeoutMs) });
    // Gone or refused for good: the message is kept without it. A 5xx throws, so the job tries again.
    if (response.status >= 400 && response.status < 500) return null;
    if (!response.ok) throw new Error(`Media fetch failed: HTTP ${response.status}`);
    const contentType = (response.headers.get('content-type') ?? ref.contentType ?? '').split(';')[0]!.trim();
    if (Number(response.headers.get('content-length') ?? 0) > INBOUND_MEDIA_MAX_BYTES) return null;
    const bytes = await readCapped(response);
    return bytes ? keep(contentType, filenameOf(url, contentType), bytes) : null;
  }
}

function keep(contentType: string, filename: string, bytes: Uint8Array): MediaFile | null {
  if (!isSupportedAttachmentType(contentType) || bytes.byteLength > INBOUND_MEDIA_MAX_BYTES) return null;
  return { contentType: contentType.toLowerCase(), filename, bytes };
}

async function readCapped(response: Response): Promise<Uint8Array | null> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > INBOUND_MEDIA_MAX_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/** The link's last path segment, or `media.<subtype>`. */
function filenameOf(url: URL | null, contentType: string): string {
  const last = safeDecode(url?.pathname.split('/').pop() ?? '');
  if (last.includes('.')) return last;
  const subtype = (contentType.split('/')[1] ?? 'bin').replace(/[^a-z0-9]/gi, '').slice(0, 10);
  return `media.${subtype || 'bin'}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
