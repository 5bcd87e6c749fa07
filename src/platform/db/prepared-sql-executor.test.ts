import { describe, expect, it } from 'vitest';
import { statementNames } from './prepared-sql-executor.ts';

describe('statement names of the prepared executor', () => {
  it('gives one text the same name every time and two texts two names', () => {
    const nameOf = statementNames();
    const first = nameOf('select 1');
    expect(first).toMatch(/^s[\w-]+$/);
    expect(nameOf('select 1')).toBe(first);
    expect(nameOf('select 2')).not.toBe(first);
  });

  it('names only the first texts up to the cap, and keeps naming those', () => {
    const nameOf = statementNames(2);
    const a = nameOf('select 1');
    const b = nameOf('select 2');
    expect(nameOf('select 3')).toBeUndefined();
    expect([nameOf('select 1'), nameOf('select 2')]).toEqual([a, b]);
  });

  it('gives the same text the same name in another process (a name is the text hash, not a counter)', () => {
    expect(statementNames()('select 1')).toBe(statementNames()('select 1'));
  });
});
