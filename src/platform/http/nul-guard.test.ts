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

  it('finds an unpaired surrogate, which jsonb cannot store, in a value or a key; a paired one (emoji) passes', () => {
    expect(nulFieldIn({ comment: 'a\ud800b' })).toBe('comment');
    expect(nulFieldIn({ data: { '\udc00': 1 } })).toBe('data.\udc00');
    expect(nulFieldIn({ comment: 'ok \u{1F600}' })).toBeUndefined();
  });

  it('passes clean values, and nesting deeper than the call stack', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulFieldIn(deep)).toBeUndefined();
    expect(nulFieldIn({ text: '\\u0000 is only text', n: 0, none: null })).toBeUndefined();
  });
});
