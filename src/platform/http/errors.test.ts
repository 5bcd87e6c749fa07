import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { fieldErrors } from './errors.ts';

describe('fieldErrors', () => {
  it('keeps a field named __proto__ as an ordinary key', () => {
    const error = new ZodError([
      { code: 'custom', path: ['__proto__'], message: 'Unknown field.', input: 1 },
      { code: 'custom', path: ['constructor'], message: 'Unknown field.', input: 1 },
    ]);
    expect(JSON.stringify(fieldErrors(error))).toBe(
      '{"__proto__":"Unknown field.","constructor":"Unknown field."}',
    );
  });
});
