import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Attachment } from '../../domain/message.ts';
import type { MediaFile, MediaStore } from '../../ports/media-store.ts';

const SAFE_NAME = /[^A-Za-z0-9._-]+/g;
const PATH_SHAPE = /^(\d+)\/([0-9a-f-]{36})\/([A-Za-z0-9._-]{1,100})$/;

/** A filename kept to letters, digits, dot, dash and underscore (never a path), at most 100 characters. */
export function safeFilename(name: string): string {
  const cleaned = name.replace(SAFE_NAME, '_').replace(/^\.+/, '').slice(-100);
  return cleaned === '' ? 'attachment' : cleaned;
}

/**
 * Media under `{root}/{accountId}/{uuid}/{filename}` with the content type beside it. Paths are checked
 * against their shape before they touch the disk, so `..` and other accounts' folders are never read.
 */
export class FilesystemMediaStore implements MediaStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  async put(accountId: number, file: MediaFile): Promise<Attachment> {
    const filename = safeFilename(file.filename);
    const key = `${accountId}/${randomUUID()}/${filename}`;
    const folder = path.join(this.#root, path.dirname(key));
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(this.#root, key), file.bytes);
    await writeFile(path.join(folder, '.content-type'), file.contentType);
    return { contentType: file.contentType, filename, path: key, size: file.bytes.byteLength };
  }

  async get(accountId: number, key: string): Promise<MediaFile | null> {
    const shape = PATH_SHAPE.exec(key);
    if (!shape || Number(shape[1]) !== accountId || shape[3] === '.content-type') return null;
    const file = path.join(this.#root, key);
    try {
      const [bytes, contentType] = await Promise.all([
        readFile(file),
        readFile(path.join(path.dirname(file), '.content-type'), 'utf8'),
      ]);
      return { contentType, filename: shape[3]!, bytes: new Uint8Array(bytes) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
