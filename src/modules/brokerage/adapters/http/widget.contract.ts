import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, PUBLIC_ACCESS } from '../../../../platform/http/openapi-helpers.ts';

const TAG = 'Embedded search widget';

export const WidgetTokenParam = z.object({
  token: z
    .string()
    .min(1)
    .max(64, 'This search widget does not exist.')
    .openapi({ param: { name: 'token', in: 'path' }, example: 'w_demo0123456789abcdef' }),
});

export const Widget = z
  .object({
    name: z.string().openapi({ description: "The broker's company name (reseller settings)." }),
    url: z.string().openapi({ description: "The broker's site." }),
    siteOrigin: z.string().openapi({
      description: "The origin of the broker's site: the only page that may frame the widget.",
    }),
  })
  .openapi('Widget', {
    example: {
      name: 'Acme Numbers',
      url: 'https://www.acme.example/numbers',
      siteOrigin: 'https://www.acme.example',
    },
  });

export const getWidget = createRoute({
  method: 'get',
  path: '/api/widget/{token}',
  tags: [TAG],
  operationId: 'getWidget',
  security: PUBLIC_ACCESS,
  summary: "A broker's embedded search widget",
  description:
    "The broker's company and site for the widget's page (docs/adr/0064). 404 `This search widget does not " +
    'exist.` for an unknown token, or one whose settings name no http(s) site; wrong tokens are limited to 30 ' +
    'an hour per address (429).',
  request: { params: WidgetTokenParam },
  responses: { 200: jsonResponse(Widget, 'The widget.'), ...errorResponses(400, 404, 429) },
});

export const WidgetSearchQuery = z.object({
  type: z.enum(['local', 'tollfree']).default('local').openapi({
    description: 'Kind of number; toll-free answers nothing unless the broker allows toll-free numbers.',
  }),
  npa: z
    .string()
    .trim()
    .regex(/^(\d{3}|8\*\*)$/, 'Area code must be 3 digits.')
    .optional()
    .openapi({ example: '201' }),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'State must be a two-letter code.')
    .optional()
    .openapi({ example: 'NJ' }),
  search: z.string().trim().max(20, 'Search is at most 20 characters.').optional().openapi({
    description: 'A word (a vanity spelling) or digits anywhere in the number.',
    example: 'CARS',
  }),
  basketUuid: z
    .string()
    .uuid()
    .optional()
    .openapi({ description: "The widget's basket: numbers it holds stay visible to it." }),
  $limit: z.coerce.number().int().min(1).max(50).default(24),
  $skip: z.coerce.number().int().min(0).max(9900).default(0),
});

export const WidgetNumber = z
  .object({
    tn: z.string().openapi({ description: 'E.164.' }),
    humanTn: z.string(),
    spelling: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    price: z.number().int().openapi({ description: "Cents: the catalog's price with the broker's markup." }),
    action: z.enum(['buy', 'contact']).openapi({
      description:
        "'buy': Buy Now in the widget; 'contact': above the broker's buy-now limit (or toll-free, licensed only), " +
        'ask the broker.',
    }),
  })
  .openapi('WidgetNumber');

export const WidgetSearchResult = z
  .object({
    data: z.array(WidgetNumber),
    more: z.boolean().openapi({ description: 'The catalog has more numbers after this page ($skip + 100).' }),
    matchesPartial: z.boolean().openapi({
      description:
        'A word or digits search matched more than the 10,000 numbers it gathers: the order is cheapest first among ' +
        'the first 10,000 found, not among every match. Narrow the search (an area code or a state) for an exact order.',
    }),
  })
  .openapi('WidgetSearchResult', {
    example: {
      data: [
        {
          tn: '+12012340100',
          humanTn: '(201) 234-0100',
          spelling: null,
          city: 'Hackensack',
          state: 'NJ',
          price: 5_495,
          action: 'buy',
        },
      ],
      more: false,
      matchesPartial: false,
    },
  });

export const searchWidgetNumbers = createRoute({
  method: 'get',
  path: '/api/widget/{token}/search',
  tags: [TAG],
  operationId: 'searchWidgetNumbers',
  security: PUBLIC_ACCESS,
  summary: "Search numbers for sale at a broker's widget prices",
  description:
    "The catalog's numbers for sale (cheapest first) as the broker's widget offers them: the broker's percentage " +
    'markup then the fixed markup, only prices within the min and max price, no toll-free unless allowed; numbers ' +
    "above the buy-now limit answer `action: 'contact'`. The catalog is read 100 numbers at a time from `$skip` and " +
    'filtered, so a page may be short (`more` says whether to ask for `$skip + 100`). Needs the type and one more ' +
    'criterion (area code, state or search). 120 searches a minute per address (429). 404 for an unknown token.',
  request: { params: WidgetTokenParam, query: WidgetSearchQuery },
  responses: { 200: jsonResponse(WidgetSearchResult, 'The numbers.'), ...errorResponses(400, 404, 429) },
});
