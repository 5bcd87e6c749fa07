import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { ADMIN_BASKET_VENDORS } from '../../../../shared/admin-basket-rules.ts';
import { BasketItemView } from './basket.contract.ts';

const nullableCents = (description: string) =>
  z
    .number({ error: `${description} must be a number of cents.` })
    .int(`${description} must be a whole number of cents.`)
    .nullable()
    .openapi({ description: `${description} (cents); null when left empty.` });

const nullablePercent = (description: string) =>
  z
    .number({ error: `${description} must be a number.` })
    .nullable()
    .openapi({ description: `${description} (percent); null when left empty.` });

/**
 * The admin add-number form as sent. Only the shapes are checked here; spec 2 section 5's rules and messages
 * (src/shared/admin-basket-rules.ts) answer 422 with `errors`, the same rule the form runs.
 */
export const AddAdminItemBody = z
  .object({
    basketUuid: z.string().uuid('Basket uuid must be a uuid.').openapi({
      description: "The staff member's basket for the account they switched to.",
    }),
    tn: z.string().max(32).openapi({ description: 'The phone number (any common US format).' }),
    vendor: z
      .string()
      .max(40)
      .openapi({ description: `One of ${ADMIN_BASKET_VENDORS.join(', ')}.` }),
    mode: z.enum(['buy', 'license'], { error: "Mode must be 'buy' or 'license'." }).openapi({
      description: 'Buy the number, or licence it (then NRC and MRC are required).',
    }),
    vendorProductId: z.string().max(100).nullable().openapi({
      description: "The vendor's product id; required for excellentnumbers.",
    }),
    priceCents: nullableCents('Price'),
    commissionPercent: nullablePercent('Commission, 0 to 50'),
    licenseNrcCents: nullableCents('Licence NRC'),
    licenseMrcCents: nullableCents('Licence MRC'),
    licenseAnnualIncreasePercent: nullablePercent('Licence annual increase'),
    manualActivation: z.boolean().openapi({
      description: 'Staff activate the number at the vendor by hand after checkout (docs/adr/0071).',
    }),
  })
  .openapi('AddAdminItemRequest', {
    example: {
      basketUuid: '6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10',
      tn: '(201) 234-0199',
      vendor: 'excellentnumbers',
      mode: 'buy',
      vendorProductId: 'EN-40213',
      priceCents: 125_000,
      commissionPercent: 10,
      licenseNrcCents: null,
      licenseMrcCents: null,
      licenseAnnualIncreasePercent: null,
      manualActivation: true,
    },
  });

export const addAdminBasketItem = createRoute({
  method: 'post',
  path: '/api/baskets/adminItems',
  tags: ['Basket'],
  operationId: 'addAdminBasketItem',
  security: WEB_SESSION,
  summary: 'Staff: add a number at their own price (admin add-number)',
  description:
    "Spec 2's admin add-number page. Employees and admin users only, in a web session (403 for customers and " +
    'API tokens). Adds an admin-added item to the basket of the account the staff member switched to, at the ' +
    'price (or licence NRC / MRC / annual increase) and commission given. A number not in the inventory is put ' +
    'in for this sale only (never shown in search). 422 with spec 2 section 5 messages in `errors` ' +
    "('Invalid Vendor', 'Invalid Vendor Product Id', 'Price must be defined', 'Commission cannot be above 50%', " +
    "'Commission cannot be below 0%', 'NRC must be defined (eg: 0)', 'MRC must be defined (eg: 0)', " +
    "'Invalid Annual Increase'), and 422 for buying a toll-free number (licence only); 409 when the number is in the basket already; 410 when sold or held by " +
    'another basket. Checkout sells it like any other held number.',
  request: { body: jsonBody(AddAdminItemBody) },
  responses: {
    201: jsonResponse(BasketItemView, 'The number is reserved in the basket at the staff price.'),
    ...errorResponses(400, 401, 403, 404, 409, 410, 415, 422),
  },
});
