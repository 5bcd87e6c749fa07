import { createHash } from 'node:crypto';
import { existsSync, type Stats, statSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the embedded server's binaries and data go when the OS user that runs it cannot enter the
 * checkout (ADR 0021): a root-owned, world-enterable folder outside it.
 */
export const SHARED_PG_ROOT = '/var/tmp/numberyard-pg';

export interface OsUser {
  uid: number;
  gid: number;
}

/** Whether `user` may pass through every folder from `/` down to `dir` (its own groups only, not extra ones). */
export function canEnter(
  dir: string,
  user: OsUser,
  statOf: (p: string) => Pick<Stats, 'mode' | 'uid' | 'gid'> = statSync,
) {
  const absolute = path.resolve(dir);
  const folders = [absolute];
  for (let parent = path.dirname(absolute); parent !== folders.at(-1); parent = path.dirname(parent)) {
    folders.push(parent);
  }
  return folders.every((folder) => mayExecute(statOf(folder), user));
}

/** The execute bit that applies to `user` (for a folder: may pass through it). */
function mayExecute({ mode, uid, gid }: Pick<Stats, 'mode' | 'uid' | 'gid'>, user: OsUser) {
  return (mode & (uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001)) !== 0;
}

/** The server needs to run bin/ and read lib/ and share/. */
function canUse(nativeDir: string, user: OsUser) {
  return (
    ['bin', 'lib', 'share'].every((folder) => canEnter(path.join(nativeDir, folder), user)) &&
    ['initdb', 'postgres'].every((program) =>
      mayExecute(statSync(path.join(nativeDir, 'bin', program)), user),
    )
  );
}

async function makeSharedFolder(folder: string) {
  await mkdir(folder, { recursive: true });
  // mkdir honours the umask (0077 leaves it closed); everyone must be able to pass through.
  await chmod(folder, 0o755);
}

/**
 * The package's native folder when `user` can reach it, else a copy under `root/<version>` made
 * once (copied aside, then renamed into place, so a half-made copy is never used).
 */
export async function binariesFor(
  user: OsUser,
  nativeDir: string,
  version: string,
  root = SHARED_PG_ROOT,
): Promise<string> {
  if (canUse(nativeDir, user)) return nativeDir;
  const target = path.join(root, version);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  await makeSharedFolder(root);
  const partial = `${target}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  await openToAll(partial);
  await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
    // Another process finished its copy first: use that one.
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'bin', 'postgres'))) throw error;
  });
  return target;
}

/** Folders 0755, files readable by all, and executable by all when their owner may execute them. */
async function openToAll(dir: string) {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await openToAll(full);
    else if (entry.isFile()) {
      const { mode } = await stat(full);
      await chmod(full, (mode & 0o777) | 0o444 | (mode & 0o100 ? 0o111 : 0));
    }
  }
}

/**
 * `dataDir` when `user` can reach its parent, else a folder under `root/data` named after it. A note
 * beside that folder records the path it stands for; once that path's parent is gone (the checkout,
 * or DATA_DIR, deleted), the next start deletes the folder too.
 */
export async function dataDirFor(user: OsUser, dataDir: string, root = SHARED_PG_ROOT): Promise<string> {
  const absolute = path.resolve(dataDir);
  const shared = path.join(root, 'data');
  await removeOrphans(shared);
  await mkdir(path.dirname(absolute), { recursive: true });
  if (canEnter(path.dirname(absolute), user)) return absolute;
  await makeSharedFolder(root);
  await makeSharedFolder(shared);
  const name = `${path.basename(absolute)}-${createHash('sha256').update(absolute).digest('hex').slice(0, 12)}`;
  await writeFile(path.join(shared, `${name}.origin`), `${absolute}\n`);
  await makeSharedFolder(path.join(shared, name));
  return path.join(shared, name);
}

async function removeOrphans(shared: string) {
  const notes = (await readdir(shared).catch(() => [] as string[])).filter((entry) =>
    entry.endsWith('.origin'),
  );
  for (const note of notes) {
    const origin = (await readFile(path.join(shared, note), 'utf8')).trim();
    if (existsSync(path.dirname(origin))) continue;
    await rm(path.join(shared, note.slice(0, -'.origin'.length)), { recursive: true, force: true });
    await rm(path.join(shared, note), { force: true });
  }
}
