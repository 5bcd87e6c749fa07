import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { LEAD_CLOSE_NOTE_MAX } from '../../../../shared/agent-lead-rules.ts';
import { defineListResource } from '../../../../shared/list-query.ts';

const STATUSES = ['open', 'closed'] as const;
const TYPES = ['purchase', 'license'] as const;
/** The CSV export answers every matching lead; the JSON list pages. */
export const LEADS_MAX_LIMIT = 100;

/** The list query language for GET /api/admin/leads. */
export const agentLeadList = defineListResource({
  fields: {
    leadId: { type: 'integer', property: 'id' },
    tn: { type: 'string' },
    type: { type: 'enum', values: TYPES },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    brandingId: { type: 'integer' },
    negotiationId: { type: 'integer' },
    accountId: { type: 'integer' },
    status: { type: 'enum', values: STATUSES },
    createDate: { type: 'date', property: 'createdAt' },
    closeDate: { type: 'date', property: 'closedAt' },
  },
  defaultSort: { createDate: -1 },
  maxLimit: LEADS_MAX_LIMIT,
});

const example = {
  leadId: 42,
  tn: '+12012340100',
  formattedTn: '(201) 234-0100',
  type: 'purchase',
  name: 'Jo Buyer',
  email: 'jo@example.com',
  phone: '+12012345678',
  comments: 'Is there any room on the price?',
  brandingId: 1,
  price: 1_500_000,
  licenseSetupFee: null,
  licenseMonthlyFee: null,
  negotiationId: 7,
  tag: null,
  accountId: 12,
  userId: 31,
  createDate: '2026-11-24T12:00:00.000Z',
  status: 'open',
  closeDate: null,
  closedByUserId: null,
  closeNote: '',
} as const;

const cents = (what: string) =>
  z.number().int().describe(`${what}, in cents, as listed when the lead came in.`);

export const AgentLead = z
  .object({
    leadId: z.number().int(),
    tn: z.string().describe('The number asked about (E.164).'),
    formattedTn: z.string().describe('The number as the screens show it.'),
    type: z.enum(TYPES).describe('Buy the number or license it.'),
    name: z.string(),
    email: z.string(),
    phone: z.string().describe('Where to call back (E.164).'),
    comments: z.string(),
    brandingId: z.number().int().describe('The brand whose site the lead came through.'),
    price: cents('The sale price'),
    licenseSetupFee: cents('The licence setup fee').nullable(),
    licenseMonthlyFee: cents('The licence monthly fee').nullable(),
    negotiationId: z.number().int().nullable().describe('The negotiation (offer) the lead follows, if any.'),
    tag: z.string().nullable().describe('A listing or campaign tag the page sent.'),
    accountId: z.number().int().nullable().describe('The account of a signed-in visitor; null for guests.'),
    userId: z.number().int().nullable(),
    createDate: z.string().datetime(),
    status: z.enum(STATUSES),
    closeDate: z.string().datetime().nullable(),
    closedByUserId: z.number().int().nullable().describe('The staff member who closed the lead.'),
    closeNote: z.string().describe('What they wrote when closing it; empty when nothing.'),
  })
  .openapi('AgentLead', { example });

const staffOnly = 'Employees and admin users, signed in on the web site (no API tokens).';
const IdParam = z.object({ id: z.coerce.number().int().positive().openapi({ example: 42 }) });

export const listAgentLeads = createRoute({
  method: 'get',
  path: '/api/admin/leads',
  tags: ['Admin'],
  operationId: 'listAgentLeads',
  security: WEB_SESSION,
  summary: 'Contact-agent leads for sales staff',
  description:
    "The 'Request to License or Purchase' leads in the list query language over leadId, tn, type, name, email, " +
    'phone, brandingId, negotiationId, accountId, status, createDate and closeDate: `$skip`, `$limit` (default ' +
    `10, at most ${LEADS_MAX_LIMIT}), \`$sort[createDate]=-1\` (the default, newest first), \`status=open\`, ` +
    '`email[$contains]=example`. With `Accept: text/csv` the answer is every matching lead (all pages) as a CSV ' +
    'attachment named `agent-leads-{YYYY-MM-DD}.csv` (cells a spreadsheet would run as a formula are prefixed ' +
    `with an apostrophe). ${staffOnly}`,
  request: {
    query: z.looseObject({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      '$sort[createDate]': z.enum(['1', '-1']).optional(),
      status: z.enum(STATUSES).optional().openapi({ example: 'open' }),
    }),
  },
  responses: {
    200: {
      description: 'A page of leads (JSON), or every matching lead as CSV with `Accept: text/csv`.',
      content: {
        'application/json': { schema: listOf(AgentLead, 'AgentLeadList') },
        'text/csv': {
          schema: z.string().openapi({
            example:
              'Lead,Created,Status,Type,Number,Name,Email,Phone,Price,Negotiation,Comments,Closed,Close note\r\n',
          }),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const closeAgentLead = createRoute({
  method: 'patch',
  path: '/api/admin/leads/{id}',
  tags: ['Admin'],
  operationId: 'closeAgentLead',
  security: WEB_SESSION,
  summary: 'Close a contact-agent lead',
  description:
    "Marks the lead closed with the staff member's id, the time and an optional note (at most " +
    `${LEAD_CLOSE_NOTE_MAX} characters); the change is audited. A closed lead answers 409 'This lead is ` +
    `already closed.'; an unknown id 404. ${staffOnly}`,
  request: {
    params: IdParam,
    body: jsonBody(
      z
        .object({
          status: z.literal('closed', { error: "Status must be 'closed'." }),
          note: z
            .string()
            .max(LEAD_CLOSE_NOTE_MAX, `The note is at most ${LEAD_CLOSE_NOTE_MAX} characters.`)
            .optional()
            .describe('Why or how the lead was closed.'),
        })
        .openapi('CloseAgentLeadRequest', {
          example: { status: 'closed', note: 'Called back; sold by phone.' },
        }),
    ),
  },
  responses: {
    200: jsonResponse(AgentLead, 'The closed lead.'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});
