import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_TEXT_MAX,
  type AccountTextField,
  accountFieldProblem,
  EMAIL_MAX,
  HOW_HEARD_OPTIONS,
  TEXT_FIELDS,
} from '../../../../shared/account-form.ts';
import { PORT_IN_BILLING_EXAMPLE } from '../../../../shared/port-in-rules.ts';

const text = (max: number, description: string) =>
  z.string().trim().max(max, `At most ${max} characters.`).optional().openapi({ description });
const agreement = (description: string) => z.boolean().optional().openapi({ description });

/**
 * Spec 2 section 3, "Basket data", as far as a client may write it. Unknown keys are dropped. The Stripe,
 * card and tax fields and branding_id are the server's (checkout and the site's host write them): sent
 * here, they are dropped too.
 */
export const BasketDataInput = z
  .object({
    ga: text(200, 'Analytics client id.'),
    campaign: text(200, 'Campaign the visitor came from.'),
    utm_source: text(200, 'Campaign source.'),
    utm_medium: text(200, 'Campaign medium.'),
    utm_campaign: text(200, 'Campaign name.'),
    utm_term: text(200, 'Campaign term.'),
    utm_content: text(200, 'Campaign content.'),
    referrer: text(2000, 'The page that linked to the site.'),
    landingPage: text(2000, 'The first page of the visit.'),
    userAgent: text(500, "The browser's user agent."),
    referrerData: text(2000, 'Anything else the referrer passed on.'),
    company: text(100, 'Company of the buyer.'),
    firstName: text(50, 'First name of the buyer.'),
    lastName: text(50, 'Last name of the buyer.'),
    address: text(200, 'Street address.'),
    city: text(100, 'City.'),
    state: text(2, 'State or province (two letters).'),
    zip: text(10, 'ZIP or postal code.'),
    contact_number: text(20, 'A phone number to reach the buyer.'),
    email: text(254, "The buyer's email."),
    stated_source: text(200, 'How the buyer says they heard of us.'),
    agree_ownership: agreement('Agreed that numbers are licensed, not owned, where that applies.'),
    agree_fees: agreement('Agreed to the fees.'),
    agree_duration: agreement('Agreed to the minimum duration.'),
    agree_disconnect: agreement('Agreed to the disconnection terms.'),
  })
  .openapi('BasketDataInput', {
    example: { campaign: 'spring-sale', referrer: 'https://www.example.com/', company: 'Acme Parking Co' },
  });

/** The basket data as stored: the fields above plus what checkout writes. */
export const BasketData = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .openapi('BasketData', { example: { campaign: 'spring-sale', company: 'Acme Parking Co' } });

/** Spec 2 section 3, a basket item's `data` that a client may send: where the number was found. */
export const BasketItemDataInput = z
  .object({
    query: text(200, 'The search that found the number.'),
    sectionName: text(60, 'The result section it was in.'),
    page: z.number().int().min(0).max(10_000).optional().openapi({ description: 'The results page.' }),
    position: z
      .number()
      .int()
      .min(0)
      .max(10_000)
      .optional()
      .openapi({ description: 'Its place on the page.' }),
    negotiationUUID: z
      .string()
      .uuid('Offer not found.')
      .optional()
      .openapi({
        description:
          "An accepted offer of the signed-in buyer's account ('new' items): the item is priced at the offer " +
          "and carries negotiationId and negotiationUUID; 'Offer Expired', 'Offer Already Completed' or 'Offer " +
          "Not Accepted' (422) otherwise.",
      }),
  })
  .openapi('BasketItemDataInput', {
    example: { query: 'CARS', sectionName: 'Best Numbers', page: 1, position: 3 },
  });

/** Keys of the basket data that checkout writes (docs/adr/0027): a client sending one is refused. */
export const SERVER_WRITTEN_KEYS = [
  'branding_id',
  'stripeCustomerId',
  'card_exp_month',
  'card_exp_year',
  'card_brand',
  'card_last_4',
  'tax',
] as const;

const accountText = (max: number, description: string) =>
  z.string().trim().max(max, `At most ${max} characters.`).optional().openapi({ description });

const ACCOUNT_FIELDS_DOC: Record<AccountTextField, z.ZodOptional<z.ZodString>> = {
  company: accountText(ACCOUNT_TEXT_MAX, 'Business name: 3-40 characters, required when `business`.'),
  firstName: accountText(ACCOUNT_TEXT_MAX, 'First name, at most 40 characters.'),
  lastName: accountText(ACCOUNT_TEXT_MAX, 'Last name, at most 40 characters.'),
  address: accountText(
    ACCOUNT_TEXT_MAX,
    'Street address: a house number and street name (USPS abbreviations understood); no PO boxes.',
  ),
  city: accountText(ACCOUNT_TEXT_MAX, 'City, 3-40 characters.'),
  state: accountText(2, 'US state, DC, US territory, armed-forces code or Canadian province (two letters).'),
  zip: accountText(10, 'US ZIP (12345 or 12345-6789) or Canadian postal code.'),
  contact_number: accountText(20, 'A 10-digit North American number to reach the buyer.'),
  email: accountText(EMAIL_MAX, 'The email the new account signs in with.'),
  stated_source: z
    .string()
    .trim()
    .optional()
    .openapi({
      description: 'How the buyer heard of us.',
      enum: ['', ...HOW_HEARD_OPTIONS.map((option) => option.value)],
    }),
};

const { ga, campaign, utm_source, utm_medium, utm_campaign, utm_term, utm_content } = BasketDataInput.shape;
const { referrer, landingPage, userAgent, referrerData } = BasketDataInput.shape;
const { agree_ownership, agree_fees, agree_duration, agree_disconnect } = BasketDataInput.shape;

const PATCHABLE = {
  ga,
  campaign,
  utm_source,
  utm_medium,
  utm_campaign,
  utm_term,
  utm_content,
  referrer,
  landingPage,
  userAgent,
  referrerData,
  business: z
    .boolean()
    .optional()
    .openapi({ description: 'The buyer is a business (the company is then required).' }),
  ...ACCOUNT_FIELDS_DOC,
  agree_terms: agreement('Agreed to the terms and conditions.'),
  agree_ownership,
  agree_fees,
  agree_duration,
  agree_disconnect,
};

/**
 * PATCH /api/baskets/{uuid}'s data: the keys of spec 2 section 3 a client may set, each checked with the
 * account form's rules (src/shared/account-form.ts). The keys checkout writes and `password` (never kept
 * with a basket) are refused with 400, as is any other key.
 */
export const BasketDataPatch = z
  .object(PATCHABLE)
  .catchall(z.unknown())
  .superRefine((data, ctx) => {
    for (const key of Object.keys(data)) {
      if (key in PATCHABLE) continue;
      const message = (SERVER_WRITTEN_KEYS as readonly string[]).includes(key)
        ? `${key} is written by checkout, not by clients.`
        : key === 'password'
          ? 'A password is never kept with a basket: send it with checkout.'
          : `${key} is not basket data a client may set.`;
      ctx.addIssue({ code: 'custom', path: [key], message });
    }
    const others = { business: data.business, state: data.state };
    for (const field of TEXT_FIELDS) {
      const value = data[field];
      if (value === undefined) continue;
      const problem = accountFieldProblem(field, value, others);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  })
  .openapi('BasketDataPatch', {
    example: {
      business: true,
      company: 'Acme Parking Co',
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 Elm St Apt 4',
      city: 'Hoboken',
      state: 'NJ',
      zip: '07030',
      contact_number: '(201) 234-5678',
      email: 'ada@example.com',
      stated_source: 'search',
      agree_terms: true,
    },
  });

const PORT_IN_BILLING = ['firstName', 'lastName', 'company', 'address', 'city', 'state', 'zip'] as const;

/**
 * A port-in line's data: where it was found, the current carrier's billing fields (checked with the account
 * form's rules, each when given) and the portability check's findings.
 */
const PORT_IN_SHAPE = {
  firstName: ACCOUNT_FIELDS_DOC.firstName,
  lastName: ACCOUNT_FIELDS_DOC.lastName,
  company: ACCOUNT_FIELDS_DOC.company,
  address: ACCOUNT_FIELDS_DOC.address,
  city: ACCOUNT_FIELDS_DOC.city,
  state: ACCOUNT_FIELDS_DOC.state,
  zip: ACCOUNT_FIELDS_DOC.zip,
  account_number: text(40, 'The account number at the current carrier.'),
  pin: text(
    20,
    'The account PIN at the current carrier (wireless numbers): sealed on the server at once and never ' +
      'answered (`hasPin` says whether one is on file).',
  ),
  supported: z
    .boolean()
    .optional()
    .openapi({ description: 'The portability check found the number portable.' }),
  wireless: z.boolean().optional().openapi({ description: 'A wireless number (a PIN is needed).' }),
  carrier: text(100, 'The current carrier.'),
  account_required: z.boolean().optional().openapi({ description: 'The carrier needs the account number.' }),
  porting_interval: text(40, 'How long the port takes, as the check said.'),
};

export const PortInItemDataInput = BasketItemDataInput.extend(PORT_IN_SHAPE)
  .superRefine((data, ctx) => {
    for (const field of PORT_IN_BILLING) {
      const value = data[field];
      if (value === undefined) continue;
      const problem = accountFieldProblem(field, value, { state: data.state });
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  })
  .openapi('PortInItemDataInput', { example: PORT_IN_BILLING_EXAMPLE });

const { pin: _pin, ...PORT_IN_ANSWERED } = PORT_IN_SHAPE;

/** An item's data as answered: where it was found, a port-in's fields (never its PIN), a licence's fees. */
export const BasketItemData = BasketItemDataInput.extend({
  ...PORT_IN_ANSWERED,
  hasPin: z.boolean().optional().openapi({
    description: 'Port-ins only: whether a carrier PIN is on file (it is kept sealed and never answered).',
  }),
  license: z
    .object({
      license_nrc: z.number().int().openapi({ description: 'Licence setup fee (cents), from the catalog.' }),
      license_mrc: z
        .number()
        .int()
        .openapi({ description: 'Licence monthly fee (cents), from the catalog.' }),
    })
    .optional()
    .openapi({ description: 'Licensed lines only.' }),
  negotiationId: z
    .number()
    .int()
    .optional()
    .openapi({ description: 'The accepted offer the line is priced at.' }),
  pigPickPercentage: z.number().int().optional().openapi({
    description:
      "Added from search's promoted Pig Pick (its `promotion` checked): the percentage the broker pays on a sale.",
  }),
  pigPickShownAt: z
    .string()
    .datetime()
    .optional()
    .openapi({ description: 'When search showed that promoted Pig Pick.' }),
  adminBasket: z
    .boolean()
    .optional()
    .openapi({ description: 'Added by staff on the admin add-number page.' }),
  manualActivationRequired: z
    .boolean()
    .optional()
    .openapi({ description: 'Admin items: staff activate the number at the vendor by hand.' }),
  bypassProvisionDelay: z
    .boolean()
    .optional()
    .openapi({ description: 'Admin items: the number is the account’s at once, with no manual step.' }),
  availability: z.string().optional().openapi({ description: "Admin items: 'staff'." }),
}).openapi('BasketItemData', {
  example: { ...PORT_IN_BILLING_EXAMPLE, account_number: 'A-1', wireless: true, hasPin: true },
});
