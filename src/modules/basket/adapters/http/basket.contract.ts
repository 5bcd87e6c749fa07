import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  OPTIONAL_SIGN_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { PhoneNumber } from '../../../../shared/phone-number.ts';
import {
  BasketData,
  BasketDataInput,
  BasketDataPatch,
  BasketItemData,
  PortInItemDataInput,
} from './basket-data.contract.ts';

const BasketUuid = z
  .string({ error: 'Basket uuid is required.' })
  .uuid('Basket uuid must be a uuid.')
  .openapi({
    description: 'The basket: its key for guests.',
    example: '6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10',
  });

// A union of two literals: zod-openapi documents `z.literal([1, 12])` as the single value 1.
const BillingPeriod = z
  .union([z.literal(1), z.literal(12)], { error: 'Billing period must be 1 (monthly) or 12 (yearly).' })
  .openapi({ description: 'Months billed at a time: 1 (monthly) or 12 (yearly).', example: 1 });

const PlanId = z
  .number({ error: 'Plan must be a plan id.' })
  .int('Plan must be a plan id.')
  .min(0, 'Plan must be a plan id.')
  .openapi({ description: "One of the brand's plans (profile `pricing.plans`).", example: 1 });

const cents = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description} (cents).` });

export const BasketItemView = z
  .object({
    basketItemId: z.number().int(),
    type: z.enum(['new', 'portIn', 'user', 'admin']).openapi({
      description:
        "'new': a number from the catalog; 'portIn': a number moving in; 'user' / 'admin': brand 2 user seats.",
    }),
    tn: z.string().nullable().openapi({ description: 'The number, E.164; null for user seats.' }),
    mode: z.enum(['buy', 'license']).openapi({ description: "'license' for licensed numbers, else 'buy'." }),
    plan: z.number().int().nullable().openapi({ description: 'The plan; null for user seats.' }),
    billingPeriod: z.union([z.literal(1), z.literal(12)]),
    price: cents('What the number costs: the sale price, or the licence setup fee'),
    nrc: cents("Due once (a port-in's fee: 0 on plan 1 billed every 12 months)"),
    mrc: cents('Due monthly: the licence fee (if licensed) plus the plan, or the user seat'),
    planMrc: cents("The plan's monthly charge"),
    data: BasketItemData,
    createdDate: z.string().datetime(),
    expiresAt: z
      .string()
      .datetime()
      .nullable()
      .openapi({
        description:
          'When the 30-minute reservation ends and the item leaves the basket; null for port-ins and user ' +
          'seats, which hold nothing and stay until removed.',
      }),
  })
  .openapi('BasketItem', {
    example: {
      basketItemId: 41,
      type: 'new',
      tn: '+12012340100',
      mode: 'buy',
      plan: 1,
      billingPeriod: 1,
      price: 4_900,
      nrc: 4_900,
      mrc: 200,
      planMrc: 200,
      data: { query: 'CARS', sectionName: 'Best Numbers', page: 1, position: 3 },
      createdDate: '2026-11-22T12:00:00.000Z',
      expiresAt: '2026-11-22T12:30:00.000Z',
    },
  });

const ChargeLine = z
  .object({
    basketItemId: z.number().int(),
    tn: z.string().nullable().openapi({ description: "The line's number (E.164); null for user seats." }),
    kind: z.enum(['number', 'licenseSetup', 'plan', 'license', 'portInFee', 'seat']),
    description: z.string().openapi({ example: 'Park plan, 12 months' }),
    months: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Months the amount pays for; null for one-time charges.' }),
    amount: cents('The amount'),
  })
  .openapi('BasketChargeLine');

const ChargeGroup = z.object({ lines: z.array(ChargeLine), total: cents('The sum of the lines') });

const BasketCharges = z
  .object({
    today: ChargeGroup.openapi({
      description:
        "Today's Total before tax: numbers' prices and each line's first billing period (a 12-month period " +
        'bills twelve months up front) and the first month of each user seat. Checkout charges this.',
    }),
    uponPortIn: ChargeGroup.openapi({
      description: "Billed Upon Port-In: each port-in's fee and its plan's first billing period.",
    }),
    monthly: ChargeGroup.openapi({ description: "Order Monthly Total: every line's monthly charge." }),
  })
  .openapi('BasketCharges');

export const BasketView = z
  .object({
    uuid: z.string().uuid(),
    brandingId: z.number().int(),
    owner: z.enum(['account', 'guest']).openapi({
      description: "'account': only the owning account may use it; 'guest': whoever holds the uuid.",
    }),
    data: BasketData.openapi({ description: 'What the visitor told us: campaign, contact, agreements.' }),
    items: z.array(BasketItemView).openapi({ description: 'Items still reserved, oldest first.' }),
    tnItems: z.array(BasketItemView).openapi({ description: 'The number lines (new numbers and port-ins).' }),
    userItems: z.array(BasketItemView).openapi({ description: 'Brand 2 standard user seats.' }),
    adminUserItems: z.array(BasketItemView).openapi({ description: 'Brand 2 admin user seats.' }),
    tnItemCount: z.number().int().openapi({ description: 'How many number lines.' }),
    nrcTotal: cents('Due once for all items'),
    portInTotal: cents('Due once for the port-in lines'),
    mrcTotal: cents('Due monthly for all items'),
    containsLicensedTns: z.boolean().openapi({ description: 'Some number is licensed rather than bought.' }),
    containsNewTns: z.boolean().openapi({ description: 'Some line is a new number from the catalog.' }),
    tnToBasketItem: z
      .record(z.string(), BasketItemView)
      .openapi({ description: 'Each number line by its number (E.164).' }),
    charges: BasketCharges,
  })
  .openapi('Basket', {
    example: {
      uuid: '6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10',
      brandingId: 1,
      owner: 'guest',
      data: { campaign: 'spring-sale' },
      items: [],
      tnItems: [],
      userItems: [],
      adminUserItems: [],
      tnItemCount: 0,
      nrcTotal: 0,
      portInTotal: 0,
      mrcTotal: 0,
      containsLicensedTns: false,
      containsNewTns: false,
      tnToBasketItem: {},
      charges: {
        today: { lines: [], total: 0 },
        uponPortIn: { lines: [], total: 0 },
        monthly: { lines: [], total: 0 },
      },
    },
  });

export const CreateBasketBody = z
  .object({
    data: BasketDataInput.optional().openapi({
      description: 'Basket data (campaign, contact, agreements), kept with the basket for checkout.',
    }),
  })
  .openapi('CreateBasketRequest', { example: { data: { campaign: 'spring-sale' } } });

export const AddBasketItemBody = z
  .object({
    basketUuid: BasketUuid,
    type: z
      .enum(['new', 'newTn', 'portIn', 'lnp', 'user', 'admin'], {
        error: "Type must be 'new', 'portIn', 'user' or 'admin'.",
      })
      .optional()
      .openapi({
        description:
          "'new' (the default; 'newTn' is read as 'new'): a number from the catalog, held 30 minutes. " +
          "'portIn' ('lnp' is read as 'portIn'): a number you bring, priced at the port-in fee, billed upon " +
          "port-in. 'user' / 'admin': a standard or admin user of the new account a guest creates on brand 2 " +
          '(495 a month each); refused with 422 otherwise.',
      }),
    tn: z
      .string({ error: 'Number is required.' })
      .trim()
      .refine((value) => PhoneNumber.tryParse(value) !== null, 'Number is not a valid phone number.')
      .optional()
      .openapi({
        description: "The number (E.164 as search lists it); required except for 'user' and 'admin'.",
        example: '+12012340100',
      }),
    mode: z
      .enum(['buy', 'license'], { error: "Mode must be 'buy' or 'license'." })
      .optional()
      .openapi({
        description:
          'Add to Cart (buy) or Start License (license). Defaults to buy, or to license for a number that can ' +
          'only be licensed.',
      }),
    plan: PlanId.optional().openapi({ description: "Defaults to the brand's default plan." }),
    billingPeriod: BillingPeriod.optional().openapi({ description: 'Defaults to 1 (monthly).' }),
    data: PortInItemDataInput.optional().openapi({
      description: "Where the number was found; a port-in's current-carrier billing fields.",
    }),
    price: z.number().optional().openapi({ description: "Ignored: the item takes the catalog's prices." }),
    promotion: z
      .string()
      .max(200)
      .optional()
      .openapi({
        description:
          "The `promotion` of search's promoted Pig Pick, when the number is added from it: a sale of the " +
          "number then pays the broker's Pig Pick percentage. Checked by its signature, number and age (30 " +
          'minutes); anything else is ignored and the item is a normal one.',
      }),
  })
  .superRefine((body, ctx) => {
    const seat = body.type === 'user' || body.type === 'admin';
    if (!seat && body.tn === undefined)
      ctx.addIssue({ code: 'custom', path: ['tn'], message: 'Number is required.' });
  })
  .openapi('AddBasketItemRequest', {
    example: {
      basketUuid: '6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10',
      tn: '+12012340100',
      type: 'new',
      plan: 1,
      billingPeriod: 1,
      data: { query: 'CARS', sectionName: 'Best Numbers', page: 1, position: 3 },
    },
  });

export const UpdateBasketBody = z.object({ data: BasketDataPatch }).openapi('UpdateBasketRequest', {
  example: { data: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', agree_terms: true } },
});

export const ChangeBasketItemBody = z
  .object({ plan: PlanId.optional(), billingPeriod: BillingPeriod.optional() })
  .refine((body) => body.plan !== undefined || body.billingPeriod !== undefined, {
    message: 'Give a plan or a billing period to change.',
  })
  .openapi('ChangeBasketItemRequest', { example: { plan: 3, billingPeriod: 12 } });

const UuidParam = z.object({ uuid: BasketUuid.openapi({ param: { name: 'uuid', in: 'path' } }) });
const ItemParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 41 }),
});
const BasketQuery = z.object({
  basketUuid: BasketUuid.openapi({
    param: { name: 'basketUuid', in: 'query' },
    description: 'The basket the item is in: an item of another basket is answered 404.',
  }),
});

const access =
  "A guest basket is open to whoever holds its uuid; a basket owned by an account only to that account's " +
  'callers (anyone else gets 404). A signed-in caller who changes a guest basket takes it into their account.';

export const createBasket = createRoute({
  method: 'post',
  path: '/api/baskets',
  tags: ['Basket'],
  operationId: 'createBasket',
  security: OPTIONAL_SIGN_IN,
  summary: 'Create an empty basket',
  description:
    "The basket takes the site's brand (its host) and, when signed in, the caller's account. The browser " +
    'remembers it (an HttpOnly cookie), so the profile answers it as `basketUuid`.',
  request: { body: { ...jsonBody(CreateBasketBody), required: false } },
  responses: { 201: jsonResponse(BasketView, 'The new basket.'), ...errorResponses(400, 415) },
});

export const getBasket = createRoute({
  method: 'get',
  path: '/api/baskets/{uuid}',
  tags: ['Basket'],
  operationId: 'getBasket',
  security: OPTIONAL_SIGN_IN,
  summary: 'A basket with the items still reserved and its totals',
  description: `Items past their 30 minutes or removed are left out. ${access}`,
  request: { params: UuidParam },
  responses: { 200: jsonResponse(BasketView, 'The basket.'), ...errorResponses(400, 404) },
});

export const updateBasket = createRoute({
  method: 'patch',
  path: '/api/baskets/{uuid}',
  tags: ['Basket'],
  operationId: 'updateBasket',
  security: OPTIONAL_SIGN_IN,
  summary: "Save the basket's data (the Account Info step, campaign fields)",
  description:
    'Sets the given keys of the basket data, keeping the others. Each value is checked with the account ' +
    "form's rules (spec 2 section 5's messages in `errors`). The keys checkout writes (stripeCustomerId, " +
    'card_*, tax, branding_id) and `password` are refused with 400: a password is never kept with a basket. ' +
    `Answers the basket. ${access}`,
  request: { params: UuidParam, body: jsonBody(UpdateBasketBody) },
  responses: { 200: jsonResponse(BasketView, 'The basket with its data.'), ...errorResponses(400, 404, 415) },
});

export const addBasketItem = createRoute({
  method: 'post',
  path: '/api/baskets/items',
  tags: ['Basket'],
  operationId: 'addBasketItem',
  security: OPTIONAL_SIGN_IN,
  summary: 'Add a number to a basket and reserve it for 30 minutes',
  description:
    'The number is held for the basket (other visitors no longer find it) and the item takes the ' +
    "catalog's prices; prices in the body are ignored. `type` 'portIn' adds a number to port in (nothing is " +
    "held; the port-in fee is the brand's, waived on plan 1 billed every 12 months); 'user' and 'admin' add " +
    "users to a new brand-2 account (422 for a signed-in caller or an account's basket). Port-away (plan 0) " +
    'is refused for licences and port-ins. Adding a number already in the basket answers 409 ' +
    "'Telephone Number {number} is already in your cart.'. 410 when the number is sold or held by another " +
    'basket: drop it from the results. 422 when ' +
    'the number is not offered that way (e.g. only through an agent) or the plan is not offered, and for a ' +
    'port-in whose billing data misses what the Current Carrier Billing Info modal requires (first and last ' +
    'name, address, city, state, postal code; the account number when the number needs an account or is ' +
    "wireless; the PIN when wireless), with the modal's messages in `errors`. A port-in's PIN is sealed at " +
    `once and never answered: items say \`hasPin\`. ${access}`,
  request: { body: jsonBody(AddBasketItemBody) },
  responses: {
    201: jsonResponse(BasketItemView, 'The number is reserved in the basket.'),
    ...errorResponses(400, 404, 409, 410, 415, 422),
  },
});

export const changeBasketItem = createRoute({
  method: 'patch',
  path: '/api/baskets/items/{id}',
  tags: ['Basket'],
  operationId: 'changeBasketItem',
  security: OPTIONAL_SIGN_IN,
  summary: "Change an item's plan or billing period",
  description:
    'A new plan resets the billing period to 1 (monthly) unless a billing period is given with it. ' +
    `Admin-only plans and, for licensed numbers, the port-away plan (0) are refused with 422. ${access}`,
  request: { params: ItemParam, query: BasketQuery, body: jsonBody(ChangeBasketItemBody) },
  responses: {
    200: jsonResponse(BasketItemView, 'The changed item.'),
    ...errorResponses(400, 404, 415, 422),
  },
});

export const removeBasketItem = createRoute({
  method: 'delete',
  path: '/api/baskets/items/{id}',
  tags: ['Basket'],
  operationId: 'removeBasketItem',
  security: OPTIONAL_SIGN_IN,
  summary: 'Remove an item and release its number',
  description: `The number is offered to everyone again at once. Answers the basket as it is now. ${access}`,
  request: { params: ItemParam, query: BasketQuery },
  responses: { 200: jsonResponse(BasketView, 'The basket without the item.'), ...errorResponses(400, 404) },
});
