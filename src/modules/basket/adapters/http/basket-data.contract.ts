import { z } from '@hono/zod-openapi';

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
  })
  .openapi('BasketItemDataInput', {
    example: { query: 'CARS', sectionName: 'Best Numbers', page: 1, position: 3 },
  });

export const BasketItemData = BasketItemDataInput.extend({
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
}).openapi('BasketItemData');
