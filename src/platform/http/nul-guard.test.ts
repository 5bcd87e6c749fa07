import { describe, expect, it } from 'vitest';
import { nulFieldIn } from './nul-guard.ts';

describe('nulFieldIn', () => {
  it('finds a NUL in a value at any depth and names its dotted path', () => {
    expect(nulFieldIn({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(nulFieldIn('\u0000')).toBe('_');
  });

  it('finds a NUL in a key', () => {
    expect(nulFieldIn({ a: { 'b\u0000': 1 } })).toBe('a.b\\0');
  });

  it('passes clean values, and nesting deeper than the call stack', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulFieldIn(deep)).toBeUndefined();
    expect(nulFieldIn({ text: '\\u0000 is only text', n: 0, none: null })).toBeUndefined();
  });
});
