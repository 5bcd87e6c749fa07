import { describe, expect, it } from 'vitest';
import { decodeStripeForm } from './decode-stripe-form.ts';

describe('decodeStripeForm', () => {
  it('nests bracketed keys into objects and numbered keys into arrays, as the stripe SDK encodes them', () => {
    const encoded =
      'amount=500&metadata[basketUuid]=b-1&line_items[0][amount]=100&line_items[1][reference]=x';
    expect(decodeStripeForm(encoded)).toEqual({
      amount: '500',
      metadata: { basketUuid: 'b-1' },
      line_items: [{ amount: '100' }, { reference: 'x' }],
    });
  });
});
