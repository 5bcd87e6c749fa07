import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilesystemMediaStore, safeFilename } from './filesystem-media-store.ts';

describe('FilesystemMediaStore', () => {
  let root: string;
  let store: FilesystemMediaStore;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'media-'));
    store = new FilesystemMediaStore(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('gives the owning account back what it stored', async () => {
    const bytes = new TextEncoder().encode('hello');
    const stored = await store.put(7, { contentType: 'text/plain', filename: 'note.txt', bytes });
    expect(stored).toMatchObject({ contentType: 'text/plain', filename: 'note.txt', size: 5 });
    const file = await store.get(7, stored.path);
    expect(file?.contentType).toBe('text/plain');
    expect(new TextDecoder().decode(file?.bytes)).toBe('hello');
  });

  it('never answers another account, a path outside its shape, or a missing file', async () => {
    const stored = await store.put(7, {
      contentType: 'image/png',
      filename: 'a.png',
      bytes: new Uint8Array([1]),
    });
    expect(await store.get(8, stored.path)).toBeNull();
    expect(await store.get(7, '7/../8/x')).toBeNull();
    expect(await store.get(7, stored.path.replace('a.png', '.content-type'))).toBeNull();
    expect(await store.get(7, `7/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}/a.png`)).toBeNull();
  });

  it('keeps filenames to safe characters', () => {
    expect(safeFilename('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFilename('my photo.jpg')).toBe('my_photo.jpg');
    expect(safeFilename('')).toBe('attachment');
  });
});
