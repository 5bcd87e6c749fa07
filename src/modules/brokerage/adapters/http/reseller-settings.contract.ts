import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import {
  EMBEDDED_MAX_PRICE_CENTS,
  EMBEDDED_MIN_PRICE_CENTS,
  RESELLER_EMAIL_MAX,
  RESELLER_NAME_MAX,
  RESELLER_TOKEN_KINDS,
  RESELLER_URL_MAX,
} from '../../../../shared/reseller-settings-rules.ts';

const TAG = 'Reseller';
const cents = (text: string) => z.number().int().describe(`Cents. ${text}`);

const ResellerConfigDto = z
  .object({
    allowTollfree: z.boolean().describe('Whether the widget offers toll-free numbers too.'),
    percentMarkup: z.number().describe("Added to a number's price, in percent (0-100)."),
    fixedMarkup: cents('Added after the percentage ($0-$2500).'),
    minPrice: cents(`The widget offers nothing cheaper: at least ${EMBEDDED_MIN_PRICE_CENTS}.`),
    maxPrice: cents(`...nor dearer: at most ${EMBEDDED_MAX_PRICE_CENTS}, the default.`),
    buyNowLimit: cents('Numbers priced up to this can be bought at once in the widget.'),
  })
  .openapi('ResellerConfig');

const EXAMPLE = {
  resellerId: 3,
  linkToken: 'q3ZrV8pLm2XcT9wHn4BkYa7D',
  widgetToken: null,
  name: 'Acme Numbers',
  url: 'https://acme.example',
  email: 'sales@acme.example',
  config: {
    allowTollfree: false,
    percentMarkup: 10,
    fixedMarkup: 500,
    minPrice: 995,
    maxPrice: 250_000,
    buyNowLimit: 250_000,
  },
};

export const ResellerSettingsDto = z
  .object({
    resellerId: z.number().int().nullable().describe('Null until settings were saved or a token generated.'),
    linkToken: z
      .string()
      .nullable()
      .describe('The affiliate link token (`/?aff={linkToken}`); null until generated.'),
    widgetToken: z.string().nullable().describe("The embedded search widget's token; null until generated."),
    name: z.string().describe('Company name.'),
    url: z.string().describe("Company URL: the widget's frame-ancestors origin."),
    email: z.string().describe('Company email: widget sale notices go there.'),
    config: ResellerConfigDto,
  })
  .openapi('ResellerSettings', { example: EXAMPLE });

const ResellerSettingsAnswer = z.object({ data: ResellerSettingsDto }).openapi('ResellerSettingsAnswer');

export const ChangeResellerSettingsRequest = z
  .object({
    $createToken: z
      .enum(RESELLER_TOKEN_KINDS)
      .optional()
      .describe('Generate this token (a new one replaces the old: links carrying the old one stop earning).'),
    name: z
      .string()
      .max(RESELLER_NAME_MAX * 2)
      .optional(),
    url: z.string().max(RESELLER_URL_MAX).optional(),
    email: z
      .string()
      .max(RESELLER_EMAIL_MAX * 2)
      .optional(),
    config: z
      .object({
        allowTollfree: z.boolean().optional(),
        percentMarkup: z.number().optional(),
        fixedMarkup: z.number().int().optional(),
        minPrice: z
          .number()
          .int()
          .nullable()
          .optional()
          .describe('Cents; null or missing is refused: min is required.'),
        maxPrice: z.number().int().nullable().optional().describe('Cents; null: the $2500 cap.'),
        buyNowLimit: z.number().int().optional(),
      })
      .optional()
      .describe('Cents, merged over the stored config.'),
  })
  .openapi('ChangeResellerSettingsRequest', {
    example: { name: 'Acme Numbers', url: 'https://acme.example', email: 'sales@acme.example' },
  });

const RULES =
  "Saving name, url, email or config checks the whole settings by spec 3's rules (400, each field's message: " +
  "'min is required', 'min is $9.95', 'max is $2500', 'Company name is required', 'Company URL is required', " +
  "'Company email is required', 'Company email is invalid'...). `$createToken` generates an unguessable token. " +
  'Account admins of a broker account only (403).';

export const getResellerSettings = createRoute({
  method: 'get',
  path: '/api/reseller/settings',
  tags: [TAG],
  operationId: 'getResellerSettings',
  security: SIGNED_IN,
  summary: "The broker's embedded search and affiliate link settings",
  description:
    'Config amounts in cents. A broker who never saved any gets the defaults (min $9.95, max $2500) and ' +
    'resellerId null. Account admins of a broker account only (403).',
  responses: {
    200: jsonResponse(ResellerSettingsAnswer, 'The settings.'),
    ...errorResponses(401, 403),
  },
});

export const createResellerSettings = createRoute({
  method: 'post',
  path: '/api/reseller/settings',
  tags: [TAG],
  operationId: 'createResellerSettings',
  security: SIGNED_IN,
  summary: "Create the broker's settings or generate a token",
  description: `Creates the broker's row when there is none (201), else changes it (200). ${RULES}`,
  request: { body: jsonBody(ChangeResellerSettingsRequest) },
  responses: {
    200: jsonResponse(ResellerSettingsAnswer, 'The settings were changed.'),
    201: jsonResponse(ResellerSettingsAnswer, 'The settings were created.'),
    ...errorResponses(400, 401, 403, 415),
  },
});

export const changeResellerSettings = createRoute({
  method: 'patch',
  path: '/api/reseller/settings/{resellerId}',
  tags: [TAG],
  operationId: 'changeResellerSettings',
  security: SIGNED_IN,
  summary: "Change the broker's settings or generate a token",
  description: `Another broker's resellerId answers 404. ${RULES}`,
  request: {
    params: z.object({
      resellerId: z.coerce
        .number()
        .int()
        .min(1)
        .openapi({ param: { name: 'resellerId', in: 'path' }, example: 3 }),
    }),
    body: jsonBody(ChangeResellerSettingsRequest),
  },
  responses: {
    200: jsonResponse(ResellerSettingsAnswer, 'The settings.'),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});
