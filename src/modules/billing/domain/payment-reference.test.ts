import { describe, expect, it } from 'vitest';
import { parsePaymentReference } from './payment-reference.ts';

describe('parsePaymentReference', () => {
  it("reads an offer's hold by the number's digits", () => {
    expect(parsePaymentReference('offer:14062341001')).toEqual({ kind: 'offer', digits: '14062341001' });
  });

  it('reads basket, confirm and account references', () => {
    expect(parsePaymentReference('basket:3B0F3A9E-2F7C-4A51-9C55-2D0C7F5F0D11')).toEqual({
      kind: 'basket',
      uuid: '3b0f3a9e-2f7c-4a51-9c55-2d0c7f5f0d11',
    });
    expect(parsePaymentReference('confirm:3b0f3a9e-2f7c-4a51-9c55-2d0c7f5f0d11')).toMatchObject({
      kind: 'confirm',
    });
    expect(parsePaymentReference('account:1001')).toEqual({ kind: 'account', accountId: 1001 });
  });

  it('refuses anything else', () => {
    for (const reference of [
      'basket:abc',
      'account:0',
      'offer:1',
      'offer:12a',
      'basket:',
      '',
      'account:1 ',
      'account:12345678901',
    ])
      expect(parsePaymentReference(reference), reference).toBeNull();
  });
});
