import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { dateOf, parseDate } from '../../../../shared/proration.ts';

const ISO_DATE = z.string().refine((text) => {
  try {
    parseDate(text);
    return true;
  } catch {
    return false;
  }
}, 'Enter a date as YYYY-MM-DD.');

/** The day of the month a wanted anniversary date falls on: 'YYYY-MM-DD', or epoch seconds (spec 2's entity). */
export function dayOfAnniversary(value: string | number): number {
  return parseDate(typeof value === 'number' ? dateOf(new Date(value * 1000)) : value).day;
}

export const AnniversaryDateQuery = z.object({
  anniversaryDate: ISO_DATE.optional().openapi({
    description:
      'The wanted new anniversary date; only its day counts (29-31 become 28). Absent: the current day.',
    example: '2027-02-20',
  }),
});

export const ChangeAnniversaryDateBody = z
  .object({
    anniversaryDate: z
      .union([ISO_DATE, z.number().int().min(0).max(253_402_300_799)])
      .describe(
        'The wanted new anniversary date, as YYYY-MM-DD or as epoch seconds (spec 2’s Anniversary entity; read in ' +
          'UTC). Only its day of the month counts, capped at 28.',
      ),
  })
  .openapi('ChangeAnniversaryDateRequest', { example: { anniversaryDate: '2027-02-20' } });

const AnniversaryLine = z.object({
  kind: z.enum(['number', 'user']),
  tn: z.string().nullable().describe('The number (E.164), for number lines.'),
  userId: z.number().int().nullable().describe('The user, for seat lines.'),
  label: z.string(),
  currentDate: z.string().date().describe('What the line is paid up to now: its next bill date.'),
  newDate: z.string().date().describe('Its next bill date after the change.'),
  monthlyCharge: z.number().int().describe('Cents a month (a licensed number: plan and licence fee).'),
  proratedCharge: z.number().int().describe('Cents charged now for the days from currentDate to newDate.'),
});

export const AnniversaryChangeDto = z
  .object({
    currentDay: z.number().int().nullable().describe('The anniversary day now (1-28); null when none yet.'),
    newDay: z.number().int().describe('The new day, capped at 28.'),
    anniversaryDate: z.string().date().describe('The account’s anniversary date after the change.'),
    lines: z.array(AnniversaryLine),
    total: z.number().int().describe('Cents: the sum of the prorated charges.'),
  })
  .openapi('AnniversaryChange', {
    example: {
      currentDay: 15,
      newDay: 20,
      anniversaryDate: '2026-01-20',
      lines: [
        {
          kind: 'number',
          tn: '+12012340101',
          userId: null,
          label: '(201) 234-0101 Park plan',
          currentDate: '2027-02-15',
          newDate: '2027-02-20',
          monthlyCharge: 2800,
          proratedCharge: 500,
        },
      ],
      total: 500,
    },
  });

const RULES =
  'Each number pays its monthly price for the days from its paid-through date to the first new anniversary on or ' +
  'after it, each day priced by the days of its month (src/shared/proration.ts); user seats likewise from the ' +
  'seats’ paid-through date; yearly numbers at their monthly price (docs/adr/0039). Account admins only.';

export const previewAnniversaryDate = createRoute({
  method: 'get',
  path: '/api/accounts/anniversary-date',
  tags: ['Billing'],
  operationId: 'previewAnniversaryDate',
  security: SIGNED_IN,
  summary: 'What changing the anniversary date would charge',
  description: `For /account/anniversary-date: each number and user with the current and the new date, the monthly and the prorated charge, and the total. Changes nothing. ${RULES}`,
  request: { query: AnniversaryDateQuery },
  responses: {
    200: jsonResponse(AnniversaryChangeDto, 'The change, priced line by line.'),
    ...errorResponses(400, 401, 403),
  },
});

export const changeAnniversaryDate = createRoute({
  method: 'post',
  path: '/api/accounts/changeAnniversaryDate',
  tags: ['Billing'],
  operationId: 'changeAnniversaryDate',
  security: SIGNED_IN,
  summary: 'Change the account’s anniversary date',
  description: `Spec 2: moves the account’s anniversary (the day numbers and seats renew) to the date’s day, capped at 28, and charges the prorated amounts to the account’s ledger, all in one transaction. The same request again charges nothing (every line is already on that day). The web then refreshes the profile. ${RULES}`,
  request: { body: jsonBody(ChangeAnniversaryDateBody) },
  responses: {
    200: jsonResponse(AnniversaryChangeDto, 'The change made and what it charged.'),
    ...errorResponses(400, 401, 403, 409),
  },
});
