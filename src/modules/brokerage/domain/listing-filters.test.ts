import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/domain-error.ts';
import { listingWhere, startsWithTn } from './listing-filters.ts';

describe('listing filters (spec 3 sections 5 and 9)', () => {
  it('normalises a phone number filter to E.164', () => {
    expect(listingWhere({ tn: { $eq: '(201) 456-2001' } })).toEqual({ tn: { $eq: '+12014562001' } });
    expect(listingWhere({ tn: { $in: ['2014562001', '12014562002'] } })).toEqual({
      tn: { $in: ['+12014562001', '+12014562002'] },
    });
  });

  it('starts with adds the leading 1', () => {
    expect(startsWithTn('406%')).toBe('+1406%');
    expect(startsWithTn('1406%')).toBe('+1406%');
    expect(startsWithTn('%55%')).toBe('%55%');
  });

  it('turns an area code into a range of numbers, NANP only', () => {
    expect(listingWhere({ npa: { $eq: 406 } })).toEqual({
      $and: [{ tn: { $like: '+1%' } }, { tn: { $like: '+1406%' } }],
    });
    expect(listingWhere({ npa: { $lte: 500 } }).$and).toContainEqual({ tn: { $lt: '+1501' } });
  });

  it('refuses an area code outside 201-998', () => {
    expect(() => listingWhere({ npa: { $eq: 200 } })).toThrow(ValidationError);
    expect(() => listingWhere({ npa: { $in: [406, 999] } })).toThrow(
      'Area code must be a number from 201 to 998.',
    );
  });
});
