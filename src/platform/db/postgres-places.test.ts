import { describe, expect, it } from 'vitest';
import { canEnter } from './postgres-places.ts';

const postgres = { uid: 101, gid: 104 };
const folder = (mode: number, uid = 0, gid = 0) => ({ mode: 0o040000 | mode, uid, gid });

describe('canEnter', () => {
  const tree: Record<string, ReturnType<typeof folder>> = {
    '/': folder(0o755),
    '/tmp': folder(0o1777),
    '/tmp/tmp.abc': folder(0o700),
    '/tmp/tmp.abc/x': folder(0o755),
    '/work': folder(0o755),
    '/work/own': folder(0o700, 101, 104),
    '/work/group': folder(0o750, 0, 104),
  };
  const statOf = (p: string) => tree[p]!;

  it('says no when any folder on the way is closed to the user, even if the last one is open', () => {
    expect(canEnter('/tmp/tmp.abc/x', postgres, statOf)).toBe(false);
  });

  it('says yes through folders open to all, owned by the user, or shared with its group', () => {
    expect(canEnter('/tmp', postgres, statOf)).toBe(true);
    expect(canEnter('/work/own', postgres, statOf)).toBe(true);
    expect(canEnter('/work/group', postgres, statOf)).toBe(true);
  });
});
