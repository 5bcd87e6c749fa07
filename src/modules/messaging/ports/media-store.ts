import type { Attachment } from '../domain/message.ts';

export interface MediaFile {
  contentType: string;
  filename: string;
  bytes: Uint8Array;
}

/**
 * Where MMS media is kept (docs/adr/0042). A path begins with the owning account's id, so a read names the
 * account and never answers another account's file.
 */
export interface MediaStore {
  put(accountId: number, file: MediaFile): Promise<Attachment>;
  /** The file, or null when it does not exist or belongs to another account. */
  get(accountId: number, path: string): Promise<MediaFile | null>;
}
