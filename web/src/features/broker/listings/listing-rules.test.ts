import { describe, expect, it } from 'vitest';
import { brokerListing } from '../../../../test/fixtures/broker-listings.ts';
import { bulkChangeOf, freeBulkFields } from './bulk-change.ts';
import { changeOf, formOf } from './listing-draft.ts';
import { dollarsFilterValue, npaFilterValue, phoneFilterValue } from './listing-search-fields.ts';
import { processedMessage, progressOf } from './save-run.ts';

describe('listing search values (spec 3 section 5)', () => {
  it('takes area codes 201 to 998 only', () => {
    expect(npaFilterValue('201')).toBe('201');
    expect(npaFilterValue('998')).toBe('998');
    expect(npaFilterValue('200')).toBeNull();
    expect(npaFilterValue('999')).toBeNull();
    expect(npaFilterValue('40a')).toBeNull();
  });

  it('normalises phone numbers: is / is not parse the number, starts with adds a leading 1', () => {
    expect(phoneFilterValue('(406) 234-0123', 'is')).toBe('+14062340123');
    expect(phoneFilterValue('406 555', 'is')).toBeNull();
    expect(phoneFilterValue('406', 'startsWith')).toBe('1406');
    expect(phoneFilterValue('1406', 'startsWith')).toBe('1406');
    expect(phoneFilterValue('555-01', 'contains')).toBe('55501');
  });

  it('takes dollar amounts as numbers and sends cents', () => {
    expect(dollarsFilterValue('49.95')).toBe('4995');
    expect(dollarsFilterValue('$49')).toBeNull();
  });
});

describe('a row edit', () => {
  const listing = brokerListing('+14065550123', { pigPickPercentage: 7 });

  it('shows dollars without symbol and a percentage outside its list as 0', () => {
    expect(formOf(listing)).toMatchObject({ price: '499.95', minimumOffer: '300.00', pigPickPercentage: 0 });
  });

  it('sends only the changed fields, money in cents', () => {
    const result = changeOf(listing, { ...formOf(listing), price: '450', isNegotiable: false });
    expect(result).toEqual({ ok: true, change: { price: 45000, isNegotiable: false } });
  });

  it('refuses a price under $9.95 and text that is not an amount', () => {
    expect(changeOf(listing, { ...formOf(listing), price: '5', minimumOffer: '' })).toMatchObject({
      ok: false,
      errors: { price: 'The minimum sale or licence price is $9.95.' },
    });
    expect(changeOf(listing, { ...formOf(listing), price: '$5' })).toMatchObject({ ok: false });
  });
});

describe('bulk change groups', () => {
  it('offers each field once across groups', () => {
    expect(freeBulkFields([{ field: 'price', value: '' }])).not.toContain('price');
    expect(freeBulkFields([{ field: 'price', value: '' }], 'price')).toContain('price');
  });

  it('needs at least one non-empty field', () => {
    expect(bulkChangeOf([{ field: 'price', value: ' ' }])).toEqual({
      ok: false,
      message: 'Enter at least one change.',
    });
  });

  it('takes only numbers in number fields, and sends booleans, cents and percentages', () => {
    expect(bulkChangeOf([{ field: 'price', value: 'ten' }])).toMatchObject({ ok: false, field: 'price' });
    expect(
      bulkChangeOf([
        { field: 'isListed', value: 'false' },
        { field: 'price', value: '19.99' },
        { field: 'pigPickPercentage', value: '10' },
      ]),
    ).toEqual({ ok: true, listing: { isListed: false, price: 1999, pigPickPercentage: 10 } });
  });
});

describe('save progress', () => {
  it("says 'Processed N jobs' or 'Processed N jobs, M had errors' and counts jobs that left new and processing", () => {
    const jobs = [
      { tn: 'a', label: 'a', status: 'completed' as const },
      { tn: 'b', label: 'b', status: 'failed' as const },
      { tn: 'c', label: 'c', status: 'processing' as const },
    ];
    expect(progressOf(jobs)).toBe(67);
    expect(processedMessage(jobs.slice(0, 1))).toBe('Processed 1 job');
    expect(processedMessage(jobs.slice(0, 2))).toBe('Processed 2 jobs, 1 had errors');
  });
});
