import type { MediaFile } from './media-store.ts';

/** A media file of an inbound MMS as the carrier lists it: a link to fetch it from. */
export interface InboundMediaRef {
  url: string;
  /** What the carrier says it is; the fetched answer's own type wins. */
  contentType: string | null;
}

/**
 * Fetches an inbound MMS's media from the carrier. Null: not kept (too large or a type we do not serve); a
 * thrown error is transient (the inbound job is retried).
 */
export interface InboundMediaFetcher {
  download(ref: InboundMediaRef): Promise<MediaFile | null>;
}
