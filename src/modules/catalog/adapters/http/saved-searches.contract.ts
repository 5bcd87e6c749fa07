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
  summary: 'Be told by email once numbers matching a search arrive',
  description:
    'The notify-me box of a search without results; guests may use it. One alert per email and search: the ' +
    'same search again answers 409 (the web treats it as saved). Needs a bot-check token; at most 20 per hour ' +
    'from one address.',
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
