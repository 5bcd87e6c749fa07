import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  PUBLIC_ACCESS,
} from '../../../../platform/http/openapi-helpers.ts';
import { MAX_TAX_LINE_CENTS, MAX_TAX_LINES } from '../../domain/tax-estimate.ts';

const centsMessage = `Must be whole cents from 0 to ${MAX_TAX_LINE_CENTS}.`;
const Cents = (description: string) =>
  z
    .number({ error: centsMessage })
    .int(centsMessage)
    .min(0, centsMessage)
    .max(MAX_TAX_LINE_CENTS, centsMessage)
    .openapi({ description: `${description} (cents).` });

/** Spec 2's item types, with its aliases: 'lnp' is a port-in, 'newTn' a new number. */
const LineType = z
  .enum(['new', 'newTn', 'portIn', 'lnp', 'user', 'admin'], {
    error: "Type must be 'new', 'portIn', 'user' or 'admin'.",
  })
  .transform((type) => (type === 'newTn' ? 'new' : type === 'lnp' ? 'portIn' : type))
  .openapi({
    description:
      "The basket line's type: 'new' (or 'newTn') and seats ('user', 'admin') are taxed once at checkout; " +
      "'portIn' (or 'lnp') once upon port-in.",
    example: 'new',
  });

export const TaxEstimateLine = z
  .object({
    type: LineType,
    plan: z
      .number({ error: 'Plan must be a plan id.' })
      .int('Plan must be a plan id.')
      .min(0, 'Plan must be a plan id.')
      .openapi({ description: "The line's plan.", example: 1 }),
    nrc: Cents('Due once: the number, licence setup or port-in fee'),
    mrc: Cents('Due monthly: the number or licence fee plus the plan'),
    tn: z.string().max(32).optional().openapi({
      description: "The number, for the caller's own bookkeeping: it does not change the tax or the hash.",
      example: '+12012340100',
    }),
  })
  .openapi('TaxEstimateLine');

export const TaxEstimateRequest = z
  .object({
    state: z
      .string({ error: 'State is required' })
      .max(20, 'Unknown state or province.')
      .openapi({
        description:
          'Billing state or province, two letters: US states, DC, US territories, armed-forces codes (AA, AE, AP), ' +
          'Canadian provinces and territories.',
        example: 'NY',
      }),
    zip: z.string({ error: 'Postal Code is required' }).max(20, 'Invalid postal code.').openapi({
      description:
        "Billing postal code: a US ZIP (12345 or 12345-6789) or a Canadian one (A1A 1A1), of the state's country.",
      example: '10001',
    }),
    lines: z
      .array(TaxEstimateLine, { error: 'Lines must be a list.' })
      .max(MAX_TAX_LINES, `At most ${MAX_TAX_LINES} lines.`)
      .openapi({ description: "The basket's lines (each number, port-in and user seat)." }),
  })
  .openapi('TaxEstimateRequest', {
    example: {
      state: 'NY',
      zip: '10001',
      lines: [
        { type: 'new', plan: 1, nrc: 4_900, mrc: 200, tn: '+12012340100' },
        { type: 'portIn', plan: 1, nrc: 500, mrc: 200, tn: '+12125550123' },
      ],
    },
  });

const ChargeTax = (description: string) =>
  z
    .object({
      taxableAmount: z.number().int().openapi({ description: 'What is taxed (cents).' }),
      totalTax: z.number().int().openapi({ description: 'The estimated tax on it (cents), added on top.' }),
    })
    .openapi({ description });

export const TaxEstimateView = z
  .object({
    oneTime: ChargeTax("Due now: new numbers' and seats' one-time charges (Today's Total)."),
    portIn: ChargeTax("Billed upon port-in: the port-in lines' one-time charges."),
    monthly: ChargeTax("Every month: all lines' monthly charges (Order Monthly Total)."),
    payloadHash: z.string().openapi({
      description:
        'SHA-256 (hex) of the canonical payload (src/shared/tax-payload.ts); ask again only when it changes.',
    }),
    source: z.string().openapi({ description: "'rates' (the rate table) or 'stripe' (Stripe Tax)." }),
    estimatedAt: z
      .string()
      .datetime()
      .openapi({ description: 'When the estimate was made (it is kept an hour).' }),
  })
  .openapi('TaxEstimate', {
    example: {
      oneTime: { taxableAmount: 4_900, totalTax: 196 },
      portIn: { taxableAmount: 500, totalTax: 20 },
      monthly: { taxableAmount: 400, totalTax: 34 },
      payloadHash: '3f0a1c7d9e4b2a6f8c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b',
      source: 'rates',
      estimatedAt: '2026-11-24T12:00:00.000Z',
    },
  });

export const estimateTaxes = createRoute({
  method: 'post',
  path: '/api/taxEstimate',
  tags: ['Basket'],
  operationId: 'estimateTaxes',
  security: PUBLIC_ACCESS,
  summary: "Estimate a basket's taxes: one-time, port-in and monthly",
  description:
    'Three separate estimates, each with `totalTax` in cents: one-time charges (due now), port-in fees (billed ' +
    'upon port-in) and monthly charges. Tax is computed per line and rounded to the nearest cent (halves up). ' +
    'An estimate is kept for an hour by the hash of its payload, so an unchanged payload is answered without ' +
    'estimating again. It is an estimate: checkout computes the tax again from the basket itself. Limited per ' +
    'address (429). 400 for an unknown state, a postal code not of its country or a negative amount, with ' +
    'nothing kept; 503 when the tax service does not answer.',
  request: { body: jsonBody(TaxEstimateRequest) },
  responses: {
    200: jsonResponse(TaxEstimateView, 'The three estimates.'),
    ...errorResponses(400, 415, 429, 503),
  },
});
