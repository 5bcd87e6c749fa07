import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { PORT_IN_CANCEL_NOTE_MAX } from '../../../../shared/port-in-rules.ts';
import { PARK_AFTER_DAYS } from '../../domain/port-in-order.ts';
import { PORT_IN_QUEUE_STATES } from '../../domain/port-in-staff-queue.ts';
import { PORT_IN_STATUSES } from './port-ins.contract.ts';

/** The list query language for GET /api/admin/portIns (`state` is read apart). */
export const staffPortInList = defineListResource({
  fields: {
    id: { type: 'integer' },
    accountId: { type: 'integer' },
    tn: { type: 'string', ops: ['$eq', '$in', '$contains'] },
    status: { type: 'enum', values: PORT_IN_STATUSES },
    placedDate: { type: 'date', property: 'createdAt' },
  },
  defaultSort: { placedDate: 1 },
  extraParams: ['state'],
});

const staffOnly = 'Employees and admin users, signed in on the web site (no API tokens).';
const queueRule =
  `rejected by the carrier, or not completed nor cancelled ${PARK_AFTER_DAYS} days after they were placed ` +
  '(the orders GET /api/admin/summary counts as portIns)';

export const StaffPortIn = z
  .object({
    id: z.number().int().describe('The port-in order.'),
    account: z.object({
      id: z.number().int(),
      name: z.string().describe("The company, else 'Account <id>'."),
    }),
    tn: z.string().describe('The number being ported (E.164); an order ports one number.'),
    formattedTn: z.string(),
    status: z.enum(PORT_IN_STATUSES),
    rejectCode: z.string().nullable().describe("The carrier's rejection code."),
    rejectReason: z.string().nullable().describe("The carrier's rejection reason."),
    focDate: z.string().nullable().describe('YYYY-MM-DD, the firm order commitment date.'),
    parked: z.boolean().describe(`Moved to the Park plan after ${PARK_AFTER_DAYS} days.`),
    placedDate: z.string().datetime(),
    daysOpen: z.number().int().describe('Whole days since it was placed.'),
    lastCarrierEvent: z
      .object({
        kind: z.enum(['submitted', 'focDateSet', 'completed', 'rejected']),
        at: z.string().describe('ISO timestamp.'),
        text: z.string(),
      })
      .nullable()
      .describe('The latest carrier step, from the order timeline; null before submission.'),
  })
  .openapi('StaffPortIn', {
    example: {
      id: 12,
      account: { id: 7, name: 'Acme Inc' },
      tn: '+18022340100',
      formattedTn: '(802) 234-0100',
      status: 'rejected',
      rejectCode: '6P',
      rejectReason: 'The account number does not match the current carrier’s records.',
      focDate: null,
      parked: false,
      placedDate: '2026-11-20T12:00:00.000Z',
      daysOpen: 4,
      lastCarrierEvent: {
        kind: 'rejected',
        at: '2026-11-21T12:00:00.000Z',
        text: 'Rejected by the carrier (6P): The account number does not match the current carrier’s records.',
      },
    },
  });

export const listStaffPortIns = createRoute({
  method: 'get',
  path: '/api/admin/portIns',
  tags: ['Admin'],
  operationId: 'listStaffPortIns',
  security: WEB_SESSION,
  summary: 'Port-ins rejected or late, for staff',
  description:
    `The port-in orders ${queueRule}. \`state=rejected\` keeps the rejected ones, \`state=late\` the late ` +
    'ones, `state=all` (the default) both. In the list query language over id, accountId, tn, status and ' +
    'placedDate: `$skip`, `$limit` (default 10, at most 100), `$sort[placedDate]=1` (the default, oldest ' +
    `first), \`accountId=7\`, \`tn[$contains]=802\`. ${staffOnly}`,
  request: {
    query: z.looseObject({
      state: z.enum(PORT_IN_QUEUE_STATES).optional().openapi({ example: 'rejected' }),
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      '$sort[placedDate]': z.enum(['1', '-1']).optional(),
      accountId: z.string().optional().openapi({ example: '7' }),
      'tn[$contains]': z.string().optional().openapi({ example: '802' }),
    }),
  },
  responses: {
    200: jsonResponse(listOf(StaffPortIn, 'StaffPortInList'), 'A page of port-ins needing staff.'),
    ...errorResponses(400, 401, 403),
  },
});

const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
});

function staffAction(options: {
  action: string;
  operationId: string;
  summary: string;
  description: string;
  statuses: (409 | 422 | 503)[];
}) {
  return createRoute({
    method: 'post',
    path: `/api/admin/portIns/{id}/${options.action}`,
    tags: ['Admin'],
    operationId: options.operationId,
    security: WEB_SESSION,
    summary: options.summary,
    description: `${options.description} Audited as \`portIn.${options.action}\`. ${staffOnly}`,
    request: { params: IdParam },
    responses: {
      200: jsonResponse(StaffPortIn, 'The order after the action.'),
      ...errorResponses(400, 401, 403, 404, ...options.statuses),
    },
  });
}

export const checkStaffPortIn = staffAction({
  action: 'check',
  operationId: 'checkStaffPortIn',
  summary: 'Ask the carrier now how a port-in stands',
  description:
    'For an order with the carrier (submitted or FOC date set): records what is new as the check job would ' +
    '(timeline, mail to the account, the number joins the account on completion). Any other status answers ' +
    '409; a carrier that does not answer 503; either way nothing changes.',
  statuses: [409, 503],
});

export const resubmitStaffPortIn = staffAction({
  action: 'resubmit',
  operationId: 'resubmitStaffPortIn',
  summary: 'Resubmit a rejected port-in as it is',
  description:
    'A rejected order goes back to pending with its billing details and is submitted to the carrier again ' +
    '(when the customer fixed things at the losing carrier); a pending order gets its submission queued again. ' +
    "Billing details missing what the billing modal requires answer 422 with the modal's messages; any other " +
    'status 409; either way nothing changes.',
  statuses: [409, 422],
});

export const remindStaffPortIn = staffAction({
  action: 'remind',
  operationId: 'remindStaffPortIn',
  summary: 'Mail the customer the rejection again',
  description:
    "Sends the account's admins the carrier's rejection again with the link to correct the order. Only a " +
    'rejected order (409 otherwise); the order does not change.',
  statuses: [409],
});

const CancelStaffPortInBody = z
  .object({
    note: z
      .string()
      .trim()
      .min(1, 'Please say why the port-in is cancelled.')
      .max(PORT_IN_CANCEL_NOTE_MAX, `The note is at most ${PORT_IN_CANCEL_NOTE_MAX} characters.`)
      .describe('Why; the customer reads it.'),
  })
  .openapi('CancelStaffPortInRequest', {
    example: { note: 'The customer asked us to stop the port by phone.' },
  });

export const cancelStaffPortIn = createRoute({
  method: 'post',
  path: '/api/admin/portIns/{id}/cancel',
  tags: ['Admin'],
  operationId: 'cancelStaffPortIn',
  security: WEB_SESSION,
  summary: 'Cancel a port-in with a note',
  description:
    'Cancels an order not completed: an order with the carrier is withdrawn there first (503 and nothing ' +
    "changes when the carrier does not answer); the note shows in the order's timeline and the mail to the " +
    "account's admins. No fee is charged. A completed or cancelled order answers 409. Audited as " +
    `\`portIn.cancel\`. ${staffOnly}`,
  request: { params: IdParam, body: jsonBody(CancelStaffPortInBody) },
  responses: {
    200: jsonResponse(StaffPortIn, 'The cancelled order.'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 503),
  },
});
