import { describe, expect, it } from 'vitest';
import { checkCsvHeader, parseCsvJobRow } from './csv-job-row.ts';

describe('a CSV job line (format only; the listing rules run later)', () => {
  it('reads dollars as cents, Y/N booleans and whole percentages, and the number as E.164', () => {
    expect(
      parseCsvJobRow(
        {
          tn: '(406) 234-0101',
          isListed: 'Y',
          price: '49.95',
          minimumOffer: '25',
          isNegotiable: 'no',
          pigPickPercentage: '5',
        },
        2,
      ),
    ).toEqual({
      lineNo: 2,
      tn: '+14062340101',
      change: {
        isListed: true,
        priceCents: 4995,
        minimumOfferCents: 2500,
        isNegotiable: false,
        pigPickPercentage: 5,
      },
    });
  });

  it('leaves a field with an empty cell unchanged', () => {
    expect(parseCsvJobRow({ tn: '4062340101', price: '', isListed: ' ' }, 3).change).toEqual({});
  });

  it('accepts the spec booleans true, Y, YES and Yes', () => {
    for (const text of ['true', 'Y', 'YES', 'Yes'])
      expect(parseCsvJobRow({ tn: '4062340101', isListed: text }, 2).change.isListed).toBe(true);
  });

  it('names the line and column of a formatting error', () => {
    expect(() => parseCsvJobRow({ tn: '4062340101', price: '$5' }, 7)).toThrow(
      'Line 7, column price: Enter an amount in dollars, such as 49.95.',
    );
    expect(() => parseCsvJobRow({ tn: 'call me' }, 4)).toThrow('Line 4, column tn: not a phone number.');
    expect(() => parseCsvJobRow({ tn: '4062340101', isLicensable: 'maybe' }, 5)).toThrow(
      'Line 5, column isLicensable: use Y or N.',
    );
    expect(() => parseCsvJobRow({ tn: '4062340101', pigPickPercentage: '5.5' }, 6)).toThrow(
      /^Line 6, column pigPickPercentage/,
    );
  });

  it('refuses a header with an unknown or repeated column, or without tn, on line 1', () => {
    expect(checkCsvHeader(['tn', 'price'])).toEqual(['tn', 'price']);
    expect(() => checkCsvHeader(['tn', 'colour'])).toThrow(/^Line 1, column colour: unknown column/);
    expect(() => checkCsvHeader(['tn', 'price', 'price'])).toThrow(
      'Line 1, column price: the column appears twice.',
    );
    expect(() => checkCsvHeader(['price'])).toThrow('Line 1, column tn: the tn column is required.');
  });
});
