import { type FakeStripe, stripeError } from './fake-stripe-server.ts';

interface CalculationBody {
  currency?: string;
  line_items?: { amount?: string; reference?: string; tax_behavior?: string }[];
  customer_details?: {
    address?: { country?: string; state?: string; postal_code?: string };
    address_source?: string;
  };
}

/** The fake's tax service: basis points per state, and postal codes Stripe could not place. */
export interface FakeStripeTaxOptions {
  /** Default: 825 (8.25%) everywhere. */
  basisPoints?: (state: string) => number;
  /** Answered as Stripe does: 400 customer_tax_location_invalid. Default: '00000'. */
  unknownPostalCodes?: string[];
}

/**
 * POST /v1/tax/calculations answering Stripe's Tax Calculation shape (tax exclusive, rounded per line, halves
 * up). `failNext()` makes the next calculation answer a Stripe error of the given status and type.
 */
export function routeTaxCalculations(fake: FakeStripe, options: FakeStripeTaxOptions = {}) {
  const basisPoints = options.basisPoints ?? (() => 825);
  const unknown = new Set(options.unknownPostalCodes ?? ['00000']);
  let failure: { status: number; type: string; message: string } | null = null;
  const controller = {
    calculations: 0,
    failNext(status: number, type: string, message: string) {
      failure = { status, type, message };
    },
  };

  fake.route('POST', '/v1/tax/calculations', (request) => {
    controller.calculations += 1;
    if (failure) {
      const { status, type, message } = failure;
      failure = null;
      return stripeError(status, type, message);
    }
    const body = request.body as CalculationBody;
    const address = body.customer_details?.address ?? {};
    if (!body.currency || !body.line_items?.length)
      return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.', {
        param: 'line_items',
      });
    if (!address.country || unknown.has(address.postal_code ?? ''))
      return stripeError(
        400,
        'invalid_request_error',
        "We could not determine the customer's tax location based on the provided customer address.",
        { code: 'customer_tax_location_invalid', param: 'customer_details[address]' },
      );
    const rate = basisPoints(address.state ?? '');
    const id = fake.newId('taxcalc');
    const lines = body.line_items.map((line) => {
      const amount = Number(line.amount);
      return { amount, reference: line.reference ?? null, tax: Math.floor((amount * rate + 5_000) / 10_000) };
    });
    const amount = lines.reduce((sum, line) => sum + line.amount, 0);
    const tax = lines.reduce((sum, line) => sum + line.tax, 0);
    const now = Math.floor(Date.now() / 1000);
    return {
      body: {
        id,
        object: 'tax.calculation',
        amount_total: amount + tax,
        currency: body.currency,
        customer: null,
        customer_details: {
          address: { city: null, line1: null, line2: null, ...address },
          address_source: body.customer_details?.address_source ?? null,
          ip_address: null,
          tax_ids: [],
          taxability_override: 'none',
        },
        expires_at: now + 90 * 86_400,
        line_items: {
          object: 'list',
          data: lines.map((line, i) => ({
            id: `tax_li_${i}`,
            object: 'tax.calculation_line_item',
            amount: line.amount,
            amount_tax: line.tax,
            livemode: false,
            product: null,
            quantity: 1,
            reference: line.reference,
            tax_behavior: 'exclusive',
            tax_code: 'txcd_10000000',
          })),
          has_more: false,
          url: `/v1/tax/calculations/${id}/line_items`,
        },
        livemode: false,
        ship_from_details: null,
        shipping_cost: null,
        tax_amount_exclusive: tax,
        tax_amount_inclusive: 0,
        tax_breakdown: [
          {
            amount: tax,
            inclusive: false,
            tax_rate_details: {
              country: address.country,
              percentage_decimal: (rate / 100).toFixed(4),
              state: address.state ?? null,
              tax_type: 'sales_tax',
            },
            taxability_reason: 'standard_rated',
            taxable_amount: amount,
          },
        ],
        tax_date: now,
      },
    };
  });
  return controller;
}
