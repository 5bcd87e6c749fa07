import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  canonicalTaxPayload,
  type TaxPayload,
  taxLinesOf,
  taxPayloadHash,
} from './tax-payload.ts';

const basket: TaxPayload = {
  state: 'NY',
  zip: '10001',
  lines: [
    { type: 'new', plan: 1, nrc: 4_900, mrc: 200 },
    { type: 'portIn', plan: 1, nrc: 500, mrc: 200 },
  ],
};

describe('taxPayloadHash', () => {
  it('is the SHA-256 hex of the canonical JSON, the same on every run', async () => {
    const hash = await taxPayloadHash(basket);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await taxPayloadHash(structuredClone(basket))).toBe(hash);
  });

  it('does not change with the order of the lines or of their keys', async () => {
    const reordered: TaxPayload = {
      zip: '10001',
      lines: [
        { mrc: 200, nrc: 500, plan: 1, type: 'portIn' },
        { nrc: 4_900, type: 'new', mrc: 200, plan: 1 },
      ],
      state: 'NY',
    };
    expect(await taxPayloadHash(reordered)).toBe(await taxPayloadHash(basket));
  });

  it('does not change with the case or spacing of the state and postal code', async () => {
    expect(await taxPayloadHash({ ...basket, state: ' ny', zip: '10001 ' })).toBe(
      await taxPayloadHash(basket),
    );
  });

  it('changes with any amount, plan, type, state or postal code', async () => {
    const hash = await taxPayloadHash(basket);
    const line = basket.lines[0]!;
    const variants: TaxPayload[] = [
      { ...basket, state: 'NJ' },
      { ...basket, zip: '10002' },
      { ...basket, lines: [{ ...line, nrc: 4_901 }, basket.lines[1]!] },
      { ...basket, lines: [{ ...line, mrc: 201 }, basket.lines[1]!] },
      { ...basket, lines: [{ ...line, plan: 2 }, basket.lines[1]!] },
      { ...basket, lines: [{ ...line, type: 'portIn' }, basket.lines[1]!] },
      { ...basket, lines: [line] },
    ];
    const hashes = await Promise.all(variants.map(taxPayloadHash));
    expect(new Set([hash, ...hashes]).size).toBe(variants.length + 1);
  });

  it('leaves out fields that do not decide the tax (a client may send the number too)', async () => {
    const withTn = { ...basket, lines: basket.lines.map((line) => ({ ...line, tn: '+12012340100' })) };
    expect(canonicalTaxPayload(withTn)).toBe(canonicalTaxPayload(basket));
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[{"y":2,"z":1}]},"b":1}',
    );
  });
});

describe('taxLinesOf', () => {
  it('sums each line once-amounts and monthly amounts from the order summary; a seat without a plan is plan 0', () => {
    const lines = taxLinesOf(
      [
        { basketItemId: 1, type: 'new', plan: 1 },
        { basketItemId: 2, type: 'user', plan: null },
      ],
      {
        once: [
          { basketItemId: 1, amountCents: 2_500 },
          { basketItemId: 1, amountCents: 3_600 },
          { basketItemId: 2, amountCents: 495 },
        ],
        monthly: [
          { basketItemId: 1, amountCents: 300 },
          { basketItemId: 2, amountCents: 495 },
        ],
      },
    );
    expect(lines).toEqual([
      { type: 'new', plan: 1, nrc: 6_100, mrc: 300 },
      { type: 'user', plan: 0, nrc: 495, mrc: 495 },
    ]);
  });
});
