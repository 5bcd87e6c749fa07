import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { parseIsoDate } from '../../../../shared/list-value.ts';
import { THEME_KEY_MAX } from '../../domain/theme.ts';

/** The list query language for GET /api/admin/themes: fields clients may filter and sort on. */
export const themeList = defineListResource({
  fields: {
    themeId: { type: 'integer', property: 'id' },
    name: { type: 'string' },
    theme: { type: 'string', property: 'keyword' },
    startDate: { type: 'date' },
    endDate: { type: 'date' },
  },
  defaultSort: { startDate: 1 },
  // Patterns always come with their theme; the web's `$relations` request is accepted and needs nothing.
  extraParams: ['$relations', '$relations[]'],
});

export const ThemePattern = z
  .object({
    themePatternId: z.number().int(),
    themeId: z.number().int(),
    pattern: z.string(),
    status: z.literal('active'),
  })
  .openapi('ThemePattern', { example: { themePatternId: 5, themeId: 2, pattern: 'XXYY', status: 'active' } });

export const Theme = z
  .object({
    themeId: z.number().int(),
    theme: z.string().describe(`The keyword: lower case, hyphens for spaces, at most ${THEME_KEY_MAX}.`),
    name: z.string(),
    status: z.literal('active'),
    startDate: z.string().datetime().describe('Start of the first day (UTC).'),
    endDate: z.string().datetime().describe('End of the last day (UTC).'),
    isCurrent: z.boolean().describe('startDate <= now < endDate.'),
    themePatterns: z.array(ThemePattern),
  })
  .openapi('Theme', {
    example: {
      themeId: 2,
      theme: 'winter',
      name: 'Winter Wonderland',
      status: 'active',
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-31T23:59:59.999Z',
      isCurrent: false,
      themePatterns: [{ themePatternId: 5, themeId: 2, pattern: 'XXYY', status: 'active' }],
    },
  });

/** A calendar day: '2026-12-01', or a timestamp whose date part is taken as written (zone ignored). */
const CalendarDay = z
  .string()
  .trim()
  .refine((text) => parseIsoDate(text) !== null, 'Use a date like 2026-12-01.')
  .transform((text) => new Date(`${text.slice(0, 10)}T00:00:00Z`))
  .openapi({ type: 'string', example: '2026-12-01' });

const ThemeFields = {
  name: z.string().trim().min(1, 'Title is required.').max(100, 'Title is at most 100 characters.'),
  theme: z
    .string()
    .trim()
    .min(1, 'Keyword is required.')
    .max(100)
    .describe(`Keyword; stored lower case, spaces as hyphens, at most ${THEME_KEY_MAX} characters.`),
  startDate: CalendarDay,
  endDate: CalendarDay,
};

const IdParam = z.object({ id: z.coerce.number().int().positive().openapi({ example: 2 }) });
const staffOnly = 'Employees and admin users only.';

const ThemeList = z
  .object({
    data: z.array(Theme),
    total: z.number().int(),
    limit: z.number().int(),
    skip: z.number().int(),
  })
  .openapi('ThemeList');

export const listThemes = createRoute({
  method: 'get',
  path: '/api/admin/themes',
  tags: ['Admin'],
  operationId: 'listThemes',
  security: WEB_SESSION,
  summary: 'Themes for /search, with their patterns',
  description:
    'The list query language over themeId, name, theme, startDate and endDate: `$skip`, `$limit` (default 10, ' +
    `at most 100), \`$sort[startDate]=1\` (the default), \`name[$ilike]=Win%\`. ${staffOnly}`,
  request: {
    query: z.looseObject({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      '$sort[startDate]': z.enum(['1', '-1']).optional(),
      'name[$ilike]': z.string().optional().openapi({ example: 'Win%' }),
    }),
  },
  responses: { 200: jsonResponse(ThemeList, 'The themes.'), ...errorResponses(400, 401, 403) },
});

export const getTheme = createRoute({
  method: 'get',
  path: '/api/admin/themes/{id}',
  tags: ['Admin'],
  operationId: 'getTheme',
  security: WEB_SESSION,
  summary: 'One theme with its patterns',
  description: staffOnly,
  request: { params: IdParam },
  responses: { 200: jsonResponse(Theme, 'The theme.'), ...errorResponses(400, 401, 403, 404) },
});

export const createTheme = createRoute({
  method: 'post',
  path: '/api/admin/themes',
  tags: ['Admin'],
  operationId: 'createTheme',
  security: WEB_SESSION,
  summary: 'Add a theme',
  description: `It runs from the start of its start day to the end of its end day (UTC). ${staffOnly}`,
  request: {
    body: jsonBody(
      z.object(ThemeFields).openapi('CreateThemeRequest', {
        example: {
          name: 'Winter Wonderland',
          theme: 'Winter',
          startDate: '2026-12-01',
          endDate: '2026-12-31',
        },
      }),
    ),
  },
  responses: { 201: jsonResponse(Theme, 'The new theme.'), ...errorResponses(400, 401, 403, 415) },
});

export const updateTheme = createRoute({
  method: 'patch',
  path: '/api/admin/themes/{id}',
  tags: ['Admin'],
  operationId: 'updateTheme',
  security: WEB_SESSION,
  summary: 'Change a theme',
  description: `Only the fields sent change; the same rules as when adding apply. ${staffOnly}`,
  request: {
    params: IdParam,
    body: jsonBody(
      z
        .object(ThemeFields)
        .partial()
        .openapi('UpdateThemeRequest', { example: { endDate: '2027-01-06' } }),
    ),
  },
  responses: { 200: jsonResponse(Theme, 'Changed.'), ...errorResponses(400, 401, 403, 404, 415) },
});

export const deleteTheme = createRoute({
  method: 'delete',
  path: '/api/admin/themes/{id}',
  tags: ['Admin'],
  operationId: 'deleteTheme',
  security: WEB_SESSION,
  summary: 'Delete a theme and its patterns',
  description: staffOnly,
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404) },
});

export const addThemePattern = createRoute({
  method: 'post',
  path: '/api/admin/themes/patterns',
  tags: ['Admin'],
  operationId: 'addThemePattern',
  security: WEB_SESSION,
  summary: 'Add a digit pattern to a theme',
  description:
    'Digits and capital letters (a letter is a digit variable), optionally after a leading * for any prefix, ' +
    `at most 12: e.g. XXYY, *777. Stored upper case; a theme holds each pattern once. ${staffOnly}`,
  request: {
    body: jsonBody(
      z
        .object({
          themeId: z.number().int().positive(),
          pattern: z.string().trim().min(1, 'Pattern is required.').max(40),
          status: z.literal('active').optional(),
        })
        .openapi('AddThemePatternRequest', { example: { themeId: 2, pattern: 'xxyy', status: 'active' } }),
    ),
  },
  responses: {
    201: jsonResponse(ThemePattern, 'The new pattern.'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});

export const deleteThemePattern = createRoute({
  method: 'delete',
  path: '/api/admin/themes/patterns/{id}',
  tags: ['Admin'],
  operationId: 'deleteThemePattern',
  security: WEB_SESSION,
  summary: 'Remove a pattern from its theme',
  description: staffOnly,
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404) },
});
