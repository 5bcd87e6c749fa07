import { describe, expect, it } from 'vitest';
import {
  MAX_PORTABILITY_NUMBERS,
  NO_NUMBER_MESSAGE,
  parsePortabilityList,
  TOO_MANY_NUMBERS_MESSAGE,
} from './portability-rules.ts';

const numbersOf = (text: string) => {
  const parsed = parsePortabilityList(text);
  return 'numbers' in parsed ? parsed.numbers.map((number) => number.e164) : parsed.problem;
};

describe('parsePortabilityList', () => {
  it('takes comma and newline separated NANP numbers in any punctuation, once each', () => {
    expect(numbersOf('+12012340100, 2012340101\n(201) 234-0102,201.234.0100')).toEqual([
      '+12012340100',
      '+12012340101',
      '+12012340102',
    ]);
  });

  it('takes toll-free numbers', () => {
    expect(numbersOf('8442340100')).toEqual(['+18442340100']);
  });

  it('asks for a number when nothing is typed', () => {
    expect(numbersOf(' , \n ')).toBe(NO_NUMBER_MESSAGE);
  });

  it('names the entries that are not North American numbers', () => {
    expect(numbersOf('2012340100, 555-12, +44 20 7946 0958')).toBe(
      'Invalid phone number(s): 555-12, +44 20 7946 0958',
    );
  });

  it(`refuses more than ${MAX_PORTABILITY_NUMBERS} numbers`, () => {
    const list = (count: number) =>
      Array.from({ length: count }, (_, i) => `201234${String(i).padStart(4, '0')}`).join(',');
    expect(numbersOf(list(MAX_PORTABILITY_NUMBERS))).toHaveLength(MAX_PORTABILITY_NUMBERS);
    expect(numbersOf(list(MAX_PORTABILITY_NUMBERS + 1))).toBe(TOO_MANY_NUMBERS_MESSAGE);
  });
});
