import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  PUBLIC_ACCESS,
} from '../../../../platform/http/openapi-helpers.ts';

/** Empty strings from the search form mean "not given". */
const optionalText = <T extends z.ZodType<string | undefined>>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);

export const SavedSearchCriteria = z
  .object({
    type: z.enum(['local', 'tollfree', 'global']),
    npa: optionalText(
      z
        .string()
        .trim()
        .regex(/^(\d{3}|8\*\*)$/, 'Area code must be 3 digits (or 8** for any toll-free prefix).')
        .optional(),
    ),
    state: optionalText(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'State must be a two-letter code.')
        .transform((state) => state.toUpperCase())
        .optional(),
    ),
    search: optionalText(z.string().trim().max(20, 'Search is at most 20 characters.').optional()),
    country: optionalText(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code.')
        .transform((country) => country.toUpperCase())
        .optional(),
    ),
  })
  .openapi('SavedSearchCriteria', { example: { type: 'local', npa: '201', search: 'CARS' } });

const StoredCriteria = z.object({
  type: z.enum(['local', 'tollfree', 'global']),
  npa: z.string().nullable(),
  state: z.string().nullable(),
  search: z.string().nullable(),
  country: z.string().nullable(),
});

export const SavedSearch = z
  .object({
    id: z.number().int(),
    email: z.string(),
    search: StoredCriteria,
    frequency: z.literal('once'),
    createDate: z.string().datetime(),
  })
  .openapi('SavedSearch', {
    example: {
      id: 7,
      email: 'jo@example.com',
      search: { type: 'local', npa: '201', state: null, search: 'CARS', country: null },
      frequency: 'once',
      createDate: '2026-11-22T12:00:00.000Z',
    },
  });

export const createSavedSearch = createRoute({
  method: 'post',
  path: '/api/savedSearches',
  tags: ['Catalog'],
  operationId: 'createSavedSearch',
  security: PUBLIC_ACCESS,
  summary: 'Be told by email when numbers matching a search are listed',
  description:
    'The notify-me box of a search without results; guests may use it. One alert per email and search: the ' +
    'same search again answers 409 (the web treats it as saved). Needs a bot-check token; at most 20 per hour ' +
    'from one address. Frequency `once` means at most one mail a day, each naming the numbers listed since ' +
    'the previous one, until the unsubscribe link in a mail is used.',
  request: {
    body: jsonBody(
      z
        .object({
          search: SavedSearchCriteria,
          frequency: z.literal('once').default('once'),
          email: z.string().trim().min(1, 'Email is required').max(254).email('Invalid email address'),
          recaptchaToken: z.string().max(4000).optional(),
        })
        .openapi('CreateSavedSearchRequest', {
          example: {
            search: { type: 'local', npa: '201', search: 'CARS' },
            frequency: 'once',
            email: 'jo@example.com',
            recaptchaToken: '03AGdBq2...',
          },
        }),
    ),
  },
  responses: {
    201: jsonResponse(SavedSearch, 'Saved.'),
    ...errorResponses(400, 409, 415, 429),
  },
});

/** The unsubscribe link's token: base64url of an HMAC-SHA256. */
const UnsubscribeToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete. Copy the whole link from the email.')
  .openapi({ example: 'tQ2x3l0nq8bYx1m2XoWc0t3Kq5m9dJc7lYp4VZzR8aE' });

const SavedSearchIdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 7 }),
});

export const SavedSearchAlert = z
  .object({
    id: z.number().int(),
    email: z.string().openapi({ description: 'Masked, so a forwarded link does not reveal the address.' }),
    search: StoredCriteria,
    unsubscribedAt: z.string().datetime().nullable(),
  })
  .openapi('SavedSearchAlert', {
    example: {
      id: 7,
      email: 'j***@example.com',
      search: { type: 'local', npa: '201', state: null, search: 'CARS', country: null },
      unsubscribedAt: null,
    },
  });

export const getSavedSearchAlert = createRoute({
  method: 'get',
  path: '/api/savedSearches/{id}',
  tags: ['Catalog'],
  operationId: 'getSavedSearchAlert',
  security: PUBLIC_ACCESS,
  summary: 'Show a saved search from the unsubscribe link of its mail',
  description:
    'What the unsubscribe page shows: the search, the masked address and whether mails still go out. Needs ' +
    'the token from the mail’s link (no sign-in). Changes nothing, since mail scanners open links. An ' +
    'unknown search and a token not signed for it both answer 404.',
  request: {
    params: SavedSearchIdParam,
    query: z.object({ token: UnsubscribeToken }),
  },
  responses: {
    200: jsonResponse(SavedSearchAlert, 'The saved search.'),
    ...errorResponses(400, 404),
  },
});

export const unsubscribeSavedSearch = createRoute({
  method: 'post',
  path: '/api/savedSearches/{id}/unsubscribe',
  tags: ['Catalog'],
  operationId: 'unsubscribeSavedSearch',
  security: PUBLIC_ACCESS,
  summary: 'Stop the notify-me mails of a saved search',
  description:
    'The Stop these emails button of the unsubscribe page, with the token from the mail’s link (no sign-in). ' +
    'No mail is sent for the search afterwards; a second call answers the same. An unknown search and a ' +
    'token not signed for it both answer 404 and change nothing.',
  request: {
    params: SavedSearchIdParam,
    body: jsonBody(
      z.object({ token: UnsubscribeToken }).openapi('UnsubscribeSavedSearchRequest', {
        example: { token: 'tQ2x3l0nq8bYx1m2XoWc0t3Kq5m9dJc7lYp4VZzR8aE' },
      }),
    ),
  },
  responses: {
    200: jsonResponse(SavedSearchAlert, 'Unsubscribed.'),
    ...errorResponses(400, 404, 415),
  },
});
