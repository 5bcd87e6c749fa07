import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.ts';
import {
  InvalidPhoneNumber,
  isTollFree,
  lettersToDigits,
  PhoneNumber,
  parseBulkList,
  TOLL_FREE_PREFIXES,
} from './phone-number.ts';

function reasonFor(text: string, options?: Parameters<typeof PhoneNumber.parse>[1]): string {
  try {
    PhoneNumber.parse(text, options);
  } catch (error) {
    if (error instanceof InvalidPhoneNumber) return error.reason;
    throw error;
  }
  throw new Error(`${text} parsed`);
}

describe('PhoneNumber: North American numbers', () => {
  it.each([
    '+12012345678',
    '+1 (201) 234-5678',
    '201.234.5678',
    '2012345678',
    '12012345678',
    '1-201-234-5678',
    '  (201)234 5678  ',
  ])('reads %j as +12012345678', (text) => {
    expect(PhoneNumber.parse(text).e164).toBe('+12012345678');
  });

  it('exposes area code, exchange, line, digits and kind', () => {
    const number = PhoneNumber.parse('201-234-5678');
    expect(number).toMatchObject({
      kind: 'nanp',
      npa: '201',
      nxx: '234',
      line: '5678',
      digits: '12012345678',
    });
    expect(number.isNanp).toBe(true);
    expect(number.isTollFree).toBe(false);
  });

  it('formats as (NPA) NXX-XXXX', () => {
    expect(PhoneNumber.parse('+12012345678').format()).toBe('(201) 234-5678');
  });

  it.each(['0012345678', '1123456789', '+11012345678'])(
    'rejects %j: the area code must start with 2 to 9',
    (text) => {
      expect(reasonFor(text)).toMatch(/area code must start/);
    },
  );

  it.each(['2010345678', '2011345678'])('rejects %j: the exchange must start with 2 to 9', (text) => {
    expect(reasonFor(text)).toMatch(/exchange must start/);
  });

  it.each(['2912345678', '3992345678', '8902345678'])('rejects N9X area codes such as %j', (text) => {
    expect(reasonFor(text)).toMatch(/N9X/);
  });

  it.each(['2012115678', '2014115678', '2019115678', '2017115678'])(
    'rejects the N11 exchange in %j',
    (text) => {
      expect(reasonFor(text)).toMatch(/N11/);
    },
  );

  it('rejects the 555 exchange', () => {
    expect(reasonFor('201-555-1234')).toMatch(/555/);
    expect(reasonFor('800-555-1234')).toMatch(/555/);
  });

  it('accepts 555 outside the exchange', () => {
    expect(PhoneNumber.parse('555-234-5678').npa).toBe('555');
    expect(PhoneNumber.parse('201-234-5555').line).toBe('5555');
  });

  it.each(TOLL_FREE_PREFIXES)('rejects toll-free 911 under prefix %s', (npa) => {
    expect(reasonFor(`${npa}-911-1234`)).toBe('toll-free 911 numbers are not allowed');
  });

  it('rejects blocked prefixes given as NPA-NXX, with or without punctuation', () => {
    expect(reasonFor('800-234-5678', { blocked800Prefixes: ['800234'] })).toBe('prefix 800-234 is blocked');
    expect(reasonFor('800-234-5678', { blocked800Prefixes: ['800-234'] })).toBe('prefix 800-234 is blocked');
    expect(PhoneNumber.parse('888-234-5678', { blocked800Prefixes: ['800234'] }).kind).toBe('tollfree');
    expect(PhoneNumber.parse('800-234-5678').kind).toBe('tollfree');
  });

  it('refuses a blocked prefix list entry that is not 6 digits', () => {
    expect(() => PhoneNumber.parse('800-234-5678', { blocked800Prefixes: ['800'] })).toThrow(TypeError);
  });

  it('needs exactly 10 digits after +1', () => {
    expect(reasonFor('+1 201 234 567')).toMatch(/10 digits after \+1/);
    expect(reasonFor('+1 201 234 56789')).toMatch(/10 digits after \+1/);
  });

  it.each(['234-5678', '22012345678', '120123456789', '1234'])('rejects %j as the wrong length', (text) => {
    expect(reasonFor(text)).toMatch(/^enter 10 digits/);
  });
});

describe('PhoneNumber: toll-free numbers', () => {
  it.each(TOLL_FREE_PREFIXES)('classifies prefix %s as toll-free', (npa) => {
    const number = PhoneNumber.parse(`${npa}2345678`);
    expect(number.kind).toBe('tollfree');
    expect(number.isTollFree).toBe(true);
    expect(number.isNanp).toBe(true);
    expect(number.format()).toBe(`(${npa}) 234-5678`);
  });

  it('does not treat other 8XX area codes as toll-free', () => {
    expect(PhoneNumber.parse('811-234-5678').kind).toBe('nanp');
  });

  it('tells a toll-free prefix from text without validating the rest', () => {
    expect(isTollFree('18005551234')).toBe(true);
    expect(isTollFree('+1 (888) 234-5678')).toBe(true);
    expect(isTollFree('1-800-FLOWERS')).toBe(true);
    expect(isTollFree('2012345678')).toBe(false);
    expect(isTollFree('+8001234567')).toBe(false);
    expect(isTollFree('800')).toBe(false);
  });
});

describe('PhoneNumber: letters', () => {
  it('maps keypad letters to digits, either case, keeping everything else', () => {
    expect(lettersToDigits('ABC DEF GHI JKL MNO PQRS TUV WXYZ')).toBe('222 333 444 555 666 7777 888 9999');
    expect(lettersToDigits('1-800-flowers')).toBe('1-800-3569377');
  });

  it.each(['1-800-FLOWERS', '800-FLOWERS', '+1 800 flowers', '(800) FLO-WERS'])(
    'reads the vanity number %j',
    (text) => {
      expect(PhoneNumber.parse(text).e164).toBe('+18003569377');
    },
  );

  it('rejects letters in the area code so that a typed name never becomes a number', () => {
    expect(reasonFor('Alexandria')).toMatch(/letters are only allowed/);
    expect(reasonFor('1-FLO-234-5678')).toMatch(/letters are only allowed/);
  });

  it('rejects letters in short codes and international numbers', () => {
    expect(reasonFor('Alice')).toMatch(/letters are only allowed/);
    expect(reasonFor('+44 20 7946 OK58')).toMatch(/letters are only allowed/);
  });
});

describe('PhoneNumber: short codes', () => {
  it.each(['12345', '123456', '12-345'])('reads %j as a short code', (text) => {
    const number = PhoneNumber.parse(text);
    expect(number.kind).toBe('shortcode');
    expect(number.e164).toBe(text.replace('-', ''));
    expect(number.format()).toBe(text.replace('-', ''));
    expect(number.npa).toBeUndefined();
  });

  it('rejects 4 and 7 digit codes', () => {
    expect(PhoneNumber.isValid('1234')).toBe(false);
    expect(PhoneNumber.isValid('1234567')).toBe(false);
  });
});

describe('PhoneNumber: international numbers', () => {
  it('reads + then the country code and number', () => {
    const number = PhoneNumber.parse('+44 20 7946 0958');
    expect(number).toMatchObject({ kind: 'international', e164: '+442079460958', digits: '442079460958' });
    expect(number.format()).toBe('+44 20 7946 0958');
    expect(number.country).toBe('GB');
    expect(number.isNanp).toBe(false);
  });

  it('formats each country the way its people write it', () => {
    expect(PhoneNumber.parse('+33 1 42 68 53 00').format()).toBe('+33 1 42 68 53 00');
    expect(PhoneNumber.parse('+4930901820').format()).toBe('+49 30 901820');
  });

  it('keeps the spec shape rule: + then a digit 2 to 9 followed by 5 to 15 digits', () => {
    expect(reasonFor('+21234')).toMatch(/followed by 5 to 15 digits/);
    expect(reasonFor('+91234567890123456')).toMatch(/followed by 5 to 15 digits/);
  });

  it('refuses a number that fits the shape but no country numbering plan', () => {
    expect(reasonFor('+442079')).toBe('it is not a valid +44 number');
    expect(reasonFor('+999123456789')).toBe('+999 does not start with a country code');
  });

  it('rejects a country code starting with 0', () => {
    expect(reasonFor('+0441234567')).toMatch(/international number/);
  });

  it('does not guess international numbers without the +', () => {
    expect(PhoneNumber.isValid('442079460958')).toBe(false);
  });
});

describe('PhoneNumber: input and errors', () => {
  it.each(['', '   ', '201#234#5678', '++12012345678', '1+2012345678', '201_234_5678', '+'])(
    'rejects %j',
    (text) => {
      expect(PhoneNumber.isValid(text)).toBe(false);
    },
  );

  it('throws a validation DomainError with code phone.invalid naming the input and the rule', () => {
    expect(() => PhoneNumber.parse(' 201-555-1234 ')).toThrow(
      expect.objectContaining({
        kind: 'validation',
        code: 'phone.invalid',
        message: "Invalid phone number '201-555-1234': the 555 exchange is not allowed.",
      }),
    );
    expect(() => PhoneNumber.parse('x')).toThrow(DomainError);
  });

  it('shortens a very long input in the message', () => {
    const long = '1'.repeat(100);
    expect(() => PhoneNumber.parse(long)).toThrow(`'${'1'.repeat(40)}...'`);
  });

  it('returns null from tryParse instead of throwing', () => {
    expect(PhoneNumber.tryParse('nope')).toBeNull();
    expect(PhoneNumber.tryParse('2012345678')?.e164).toBe('+12012345678');
  });

  it('refuses kinds the caller does not accept', () => {
    const nanpOnly = { accept: ['nanp', 'tollfree'] as const };
    expect(reasonFor('12345', nanpOnly)).toBe('short codes are not accepted here');
    expect(reasonFor('+442079460958', nanpOnly)).toBe('international numbers are not accepted here');
    expect(PhoneNumber.parse('8002345678', nanpOnly).kind).toBe('tollfree');
  });

  it('compares by value and serialises as E.164', () => {
    expect(PhoneNumber.parse('2012345678').equals(PhoneNumber.parse('+1 201 234 5678'))).toBe(true);
    expect(JSON.stringify({ tn: PhoneNumber.parse('2012345678') })).toBe('{"tn":"+12012345678"}');
    expect(String(PhoneNumber.parse('2012345678'))).toBe('+12012345678');
  });
});

describe('parseBulkList', () => {
  it('splits on commas and newlines, trims and skips blank entries', () => {
    const { valid } = parseBulkList(' 2012345678 ,\n\n+1 (202) 234-5678\r\n, ,8002345678,');
    expect(valid.map((n) => n.e164)).toEqual(['+12012345678', '+12022345678', '+18002345678']);
  });

  it('de-duplicates numbers written differently, keeping the first', () => {
    const { valid } = parseBulkList('2012345678\n+1 201 234 5678\n1-201-234-5678');
    expect(valid.map((n) => n.e164)).toEqual(['+12012345678']);
  });

  it('drops invalid entries by default', () => {
    expect(parseBulkList('2012345678, 201-555-1234, nope')).toEqual({
      valid: [PhoneNumber.parse('2012345678')],
      invalid: [],
    });
  });

  it('keeps invalid entries, de-duplicated, when allowed', () => {
    const result = parseBulkList('nope, 2012345678, nope, 201-555-1234', { allowInvalid: true });
    expect(result.invalid).toEqual(['nope', '201-555-1234']);
    expect(result.valid).toHaveLength(1);
  });

  it('applies the parse options to every entry', () => {
    const result = parseBulkList('8002345678, 12345', {
      blocked800Prefixes: ['800234'],
      accept: ['nanp', 'tollfree'],
    });
    expect(result.valid).toEqual([]);
  });

  it('answers nothing for empty text', () => {
    expect(parseBulkList('')).toEqual({ valid: [], invalid: [] });
  });
});
