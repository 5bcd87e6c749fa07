import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, PUBLIC_ACCESS } from '../../../../platform/http/openapi-helpers.ts';
import {
  MAX_PORTABILITY_NUMBERS,
  PORTABILITY_FAILED_MESSAGE,
  PORTABLE_MESSAGE,
} from '../../../../shared/portability-rules.ts';
import { SIMULATED_NOT_PORTABLE_REASON } from '../carrier/simulated-portability-lookup.ts';

export const CheckPortabilityQuery = z.object({
  tns: z
    .string()
    .max(4000, 'The list of numbers is too long.')
    .default('')
    .openapi({
      description: `Up to ${MAX_PORTABILITY_NUMBERS} North American numbers, comma separated, in any punctuation.`,
      example: '+18022340100,8022340106',
    }),
  wantAssoc: z.enum(['true', 'false']).optional().openapi({
    description: 'Accepted for older clients; the answer is the same either way.',
    example: 'true',
  }),
  recaptchaToken: z
    .string()
    .max(4000)
    .optional()
    .openapi({ description: 'Bot-check token (action checkPortability).', example: '03AGdBq2...' }),
});

const PortabilityResult = z
  .object({
    tn: z.string().openapi({ description: 'The number, E.164.' }),
    isPortable: z.boolean(),
    isWireless: z.boolean().openapi({ description: 'Mobile: the port needs the account number and PIN.' }),
    carrier: z.string().nullable().openapi({ description: 'The current carrier, when the lookup knows it.' }),
    isAccountRequired: z
      .boolean()
      .openapi({ description: "The port needs the current carrier's account number." }),
    portingInterval: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Business days the port usually takes, when known.' }),
    message: z
      .string()
      .openapi({ description: `'${PORTABLE_MESSAGE}', or why the number cannot be ported.` }),
  })
  .openapi('PortabilityResult');

export const CheckPortabilityAnswer = z
  .object({
    success: z.boolean().openapi({ description: 'False when the check itself failed; `message` says why.' }),
    message: z.string().nullable(),
    tns: z.array(PortabilityResult).openapi({ description: 'One result per number, in the order asked.' }),
  })
  .openapi('CheckPortabilityAnswer', {
    example: {
      success: true,
      message: null,
      tns: [
        {
          tn: '+18022340100',
          isPortable: true,
          isWireless: false,
          carrier: 'Simulated Landline Co',
          isAccountRequired: false,
          portingInterval: 7,
          message: PORTABLE_MESSAGE,
        },
        {
          tn: '+18022340106',
          isPortable: true,
          isWireless: true,
          carrier: 'Simulated Wireless',
          isAccountRequired: true,
          portingInterval: 3,
          message: PORTABLE_MESSAGE,
        },
      ],
    },
  });

export const checkPortability = createRoute({
  method: 'get',
  path: '/api/check-portability',
  tags: ['Porting'],
  operationId: 'checkPortability',
  security: PUBLIC_ACCESS,
  summary: 'Check whether numbers can be ported in',
  description:
    "The port-in page's verify step; guests may use it. Each number answers whether it can be ported, " +
    "whether it is wireless (the port then needs the current carrier's account number and PIN), its carrier, " +
    `whether an account number is needed, and '${PORTABLE_MESSAGE}' or the carrier's reason. Entries that ` +
    "are not North American numbers answer 400 'Invalid phone number(s): {entries}'. When the check itself " +
    `fails the answer is 200 with success false and the lookup's message, or '${PORTABILITY_FAILED_MESSAGE}'. ` +
    'Needs a bot-check token; at most 30 checks per hour from one address.\n\n' +
    'With PORTABILITY_LOOKUP=simulator (the default) the last digit picks the answer: 0-3 portable landline; ' +
    '4-5 portable landline needing the account number; 6-7 portable wireless (account number and PIN); ' +
    `8 not portable ('${SIMULATED_NOT_PORTABLE_REASON}'); 9 anywhere in the list makes the whole check fail.`,
  request: { query: CheckPortabilityQuery },
  responses: {
    200: jsonResponse(
      CheckPortabilityAnswer,
      'The result per number, or success false when the check failed.',
    ),
    ...errorResponses(400, 429),
  },
});
