import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import {
  ACTIVATE_SMS_ACTION,
  NO_WEBSITE,
  OTHER,
  TFN_MESSAGE_TYPES,
  TFN_MONTHLY_VOLUMES,
  TFN_OPT_IN_METHODS,
  TFN_SMS_CATEGORIES,
} from '../../../../shared/tfn-sms-form.ts';
import { UPGRADE_PLAN_FOR_SMS } from '../../domain/sms-sending.ts';
import { TelephoneNumber } from './telephone-numbers.contract.ts';

// Generous bounds: the shared rules (src/shared/tfn-sms-form.ts) answer with the form's own messages.
const formText = (description: string) => z.string().max(5_000).optional().describe(description);

export const ActivateSmsRequest = z
  .object({
    tn: z.string().min(1).max(20).describe('The number: 10 or 11 digits, or E.164.'),
    action: z.literal(ACTIVATE_SMS_ACTION),
    companyName: formText('Toll-free only: the company that sends the texts.'),
    website: formText(`Toll-free only: the company's website, or '${NO_WEBSITE}' if it has none.`),
    volume: formText(`Toll-free only: texts a month, one of ${TFN_MONTHLY_VOLUMES.join(', ')}.`),
    message: formText('Toll-free only: an example of a message the number will send.'),
    canadaTraffic: z
      .enum(['Y', 'N'])
      .optional()
      .describe('Toll-free only: whether it will text numbers in Canada.'),
    category: formText(
      `Toll-free only: one of ${TFN_SMS_CATEGORIES.join(', ')}; for '${OTHER}', the explanation instead.`,
    ),
    type: z.enum(TFN_MESSAGE_TYPES).optional().describe('Toll-free only: the kind of messages.'),
    optIn: formText(
      `Toll-free only: how recipients agreed: ${TFN_OPT_IN_METHODS.join(', ')}; for '${OTHER}', the explanation instead.`,
    ),
  })
  .openapi('ActivateSmsRequest', {
    description:
      'A local number sends `{ tn, action }`; a toll-free number the whole TFN SMS Validation form (spec 1).',
    example: {
      tn: '8002340100',
      action: 'activateSms',
      companyName: 'Acme Plumbing',
      website: 'acmeplumbing.example',
      volume: '1,000',
      message: 'Acme Plumbing: your plumber arrives tomorrow between 9 and 11. Reply STOP to opt out.',
      canadaTraffic: 'N',
      category: 'Appointment Reminders',
      type: 'Informational',
      optIn: 'Web link',
    },
  });

export const SmsActivation = z
  .object({
    request: z.object({
      requestId: z.number().int(),
      tn: z.string().describe('E.164.'),
      kind: z.enum(['local', 'toll_free']),
      status: z.enum(['pending', 'approved', 'rejected']),
      reason: z.string().nullable().describe('The carrier’s reason for a rejection.'),
      requestedAt: z.string().datetime(),
      decidedAt: z.string().datetime().nullable(),
    }),
    number: TelephoneNumber,
  })
  .openapi('SmsActivation', {
    description: 'The request as filed, and the number in its pending state.',
  });

export const activateSms = createRoute({
  method: 'post',
  path: '/api/accounts/telephone-numbers/activate-sms',
  tags: ['Telephone numbers'],
  operationId: 'activateSms',
  security: SIGNED_IN,
  summary: 'Turn SMS on for a number (a toll-free number with its validation form)',
  description:
    'Account admins and employees only (403 for users). A local number goes smsEnabled `pending`, then `Y` ' +
    'when the carrier confirms. A toll-free number needs the TFN SMS Validation form: it goes smsValidated ' +
    '`pending` (it cannot send meanwhile; it may take weeks), then `approved` or `rejected` (a rejected ' +
    'number may send, with unreliable delivery, and may send the form again). The account’s admins are ' +
    `mailed the decision (docs/adr/0045). 404 when the caller’s account does not hold the number; 422 ` +
    `'${UPGRADE_PLAN_FOR_SMS}' when its plan has no SMS, or the form missing on a toll-free number (or sent ` +
    'for a local one); 409 when SMS is already on or pending; 400 with `errors` per field when the form ' +
    'breaks a rule.',
  request: { body: jsonBody(ActivateSmsRequest) },
  responses: {
    201: jsonResponse(SmsActivation, 'Filed: the number is pending.'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});
