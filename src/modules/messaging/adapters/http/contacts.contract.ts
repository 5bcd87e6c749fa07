import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { CONTACT_MESSAGES, CONTACT_NAME_MAX } from '../../../../shared/contact-rules.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { ACCOUNT_LIST_PAGE_SIZES } from '../../../../shared/paging.ts';
import { PhoneNumber } from '../../../../shared/phone-number.ts';

const BLOCKED = ['Y', 'N'] as const;
const TAG = 'Contacts';
const anyMember =
  "Any member of the account (contacts belong to the account; another account's contact answers 404).";

/** The list query language for GET /api/accounts/contacts. */
export const contactList = defineListResource({
  fields: {
    contactId: { type: 'integer', property: 'id' },
    name: { type: 'string', ops: ['$eq', '$ne', '$contains', '$ilike', '$like', '$in', '$nin'] },
    callerId: { type: 'string', ops: ['$eq', '$ne', '$contains', '$in', '$nin'] },
    blocked: { type: 'enum', values: BLOCKED },
  },
  defaultSort: { name: 1 },
  // The screen offers the account lists' page sizes (10 to 300).
  maxLimit: Math.max(...ACCOUNT_LIST_PAGE_SIZES),
});

const example = { contactId: 7, name: 'Ann Lee', callerId: '+12012345678', blocked: 'N' } as const;

export const Contact = z
  .object({
    contactId: z.number().int(),
    name: z.string(),
    callerId: z.string().describe('E.164 (a short code as its digits).'),
    blocked: z.enum(BLOCKED).describe("Y: the number's inbound messages are dropped."),
  })
  .openapi('Contact', { example });

const ContactName = z
  .string()
  .trim()
  .min(1, CONTACT_MESSAGES.nameRequired)
  .max(CONTACT_NAME_MAX, CONTACT_MESSAGES.nameTooLong)
  .describe(`Trimmed; 1 to ${CONTACT_NAME_MAX} characters.`);
const CallerId = z
  .string()
  .refine((value) => PhoneNumber.isValid(value), CONTACT_MESSAGES.numberInvalid)
  .describe(
    'Any form of a valid phone number (North American, toll-free, short code or international); stored as E.164.',
  );
const Blocked = z.enum(BLOCKED);

const ContactIdParam = z.object({
  contactId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'contactId', in: 'path' }, example: 7 }),
});

export const listContacts = createRoute({
  method: 'get',
  path: '/api/accounts/contacts',
  tags: [TAG],
  operationId: 'listContacts',
  security: SIGNED_IN,
  summary: "The account's contacts",
  description:
    'The list query language over contactId, name, callerId and blocked: `$skip`, `$limit` (default 10, at ' +
    'most 300), `$sort[name]=1` (the default; ties by contactId), `name[$ne]=` (named contacts), ' +
    '`name[$contains]=ann` (any case), `blocked=Y` (the blocking screen). ' +
    anyMember,
  request: {
    query: z.looseObject({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      '$sort[name]': z.enum(['1', '-1']).optional(),
      '$sort[callerId]': z.enum(['1', '-1']).optional(),
      '$sort[contactId]': z.enum(['1', '-1']).optional(),
      'name[$ne]': z.string().optional().openapi({ example: '' }),
      'name[$contains]': z.string().optional().openapi({ example: 'ann' }),
      'callerId[$contains]': z.string().optional().openapi({ example: '201234' }),
      'callerId[$in]': z.union([z.string(), z.array(z.string())]).optional(),
      blocked: Blocked.optional(),
      'blocked[$eq]': Blocked.optional(),
    }),
  },
  responses: {
    200: jsonResponse(listOf(Contact, 'ContactList'), 'A page of contacts.'),
    ...errorResponses(400, 401),
  },
});

export const createContact = createRoute({
  method: 'post',
  path: '/api/accounts/contacts',
  tags: [TAG],
  operationId: 'createContact',
  security: SIGNED_IN,
  summary: 'Add a contact',
  description:
    'One contact per account and number: a second answers 409. Publishes a live `contacts` created event. ' +
    anyMember,
  request: {
    body: jsonBody(
      z
        .object({ name: ContactName, callerId: CallerId, blocked: Blocked.optional().describe('Default N.') })
        .openapi('CreateContactRequest', { example: { name: 'Ann Lee', callerId: '(201) 234-5678' } }),
    ),
  },
  responses: {
    201: jsonResponse(Contact, 'The new contact.'),
    ...errorResponses(400, 401, 409, 415),
  },
});

export const updateContact = createRoute({
  method: 'patch',
  path: '/api/accounts/contacts/{contactId}',
  tags: [TAG],
  operationId: 'updateContact',
  security: SIGNED_IN,
  summary: 'Change a contact',
  description:
    'Only the fields sent change; a number another contact has answers 409. Publishes a live `contacts` ' +
    `patched event. ${anyMember}`,
  request: {
    params: ContactIdParam,
    body: jsonBody(
      z
        .object({ name: ContactName.optional(), callerId: CallerId.optional(), blocked: Blocked.optional() })
        .openapi('UpdateContactRequest', { example: { name: 'Ann Lee (work)' } }),
    ),
  },
  responses: {
    200: jsonResponse(Contact, 'The changed contact.'),
    ...errorResponses(400, 401, 404, 409, 415),
  },
});

export const deleteContact = createRoute({
  method: 'delete',
  path: '/api/accounts/contacts/{contactId}',
  tags: [TAG],
  operationId: 'deleteContact',
  security: SIGNED_IN,
  summary: 'Delete a contact',
  description:
    'The number shows as a bare number again and is no longer blocked. Publishes a live `contacts` removed ' +
    `event. ${anyMember}`,
  request: { params: ContactIdParam },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 404) },
});

export const setContactBlocked = createRoute({
  method: 'put',
  path: '/api/accounts/contacts/blocked/{callerId}',
  tags: [TAG],
  operationId: 'setContactBlocked',
  security: SIGNED_IN,
  summary: 'Block or unblock a number',
  description:
    "Sets the blocked flag of the number's contact; when the account has no contact of that number, one is " +
    "created, named after the formatted number (201), otherwise 200. Blocked numbers' inbound messages are " +
    'dropped. The number may be sent in any valid form (URL-encode the `+`: `%2B12012345678`). Publishes a ' +
    `live \`contacts\` created or patched event. ${anyMember}`,
  request: {
    params: z.object({
      callerId: CallerId.openapi({ param: { name: 'callerId', in: 'path' }, example: '+12012345678' }),
    }),
    body: jsonBody(
      z.object({ blocked: Blocked }).openapi('SetContactBlockedRequest', { example: { blocked: 'Y' } }),
    ),
  },
  responses: {
    200: jsonResponse(Contact, "The number's contact, flag set."),
    201: jsonResponse(Contact, 'The contact created for the number, flag set.'),
    ...errorResponses(400, 401, 415),
  },
});
