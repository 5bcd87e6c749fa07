import { describe, expect, it } from 'vitest';
import {
  assertMayHoldAgain,
  assertRoomForAnotherNumber,
  MAX_HOLDS_OF_A_NUMBER,
  MAX_NUMBERS_PER_BASKET,
} from './hoarding-rules.ts';

describe('how much one basket may hold', () => {
  it('lets a customer basket hold 25 numbers and refuses the 26th with 422 basket.full', () => {
    expect(() => assertRoomForAnotherNumber(MAX_NUMBERS_PER_BASKET - 1, {})).not.toThrow();
    expect(() => assertRoomForAnotherNumber(MAX_NUMBERS_PER_BASKET, {})).toThrow(
      expect.objectContaining({ kind: 'rule_violated', code: 'basket.full' }),
    );
  });

  it('lets an employee fill a basket past 25 numbers', () => {
    expect(() => assertRoomForAnotherNumber(100, { isEmployee: true })).not.toThrow();
  });

  it('lets a basket hold one number three times a day, and no more', () => {
    expect(() => assertMayHoldAgain('+12012340100', MAX_HOLDS_OF_A_NUMBER - 1)).not.toThrow();
    expect(() => assertMayHoldAgain('+12012340100', MAX_HOLDS_OF_A_NUMBER)).toThrow(
      'This basket has already held (201) 234-0100 3 times today',
    );
  });
});
