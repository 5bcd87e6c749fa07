import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  OPTIONAL_SIGN_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import {
  CONTACT_AGENT_CONFIRMATION,
  CONTACT_AGENT_MAX_LENGTH,
  type ContactAgentField,
  contactAgentFieldProblem,
} from '../../../../shared/contact-agent-rules.ts';

/** A form field checked by the shared contact-agent rule, so the API and the web form give the same messages. */
function contactField(field: ContactAgentField, description: string) {
  const required = contactAgentFieldProblem(field, '') ?? `${field} is required.`;
  return z
    .string({ error: (issue) => (issue.input == null ? required : `${field} must be text.`) })
    .trim()
    .superRefine((value, context) => {
      const problem = contactAgentFieldProblem(field, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .openapi({ description, maxLength: CONTACT_AGENT_MAX_LENGTH[field] });
}

/** Kept in the body for older clients; the server reads the prices from the catalog instead. */
const ignoredPrice = (what: string) =>
  z
    .number()
    .optional()
    .openapi({ description: `Ignored: the lead records the catalog's ${what} (cents).` });

export const TalkToAgentRequest = z
  .object({
    type: z
      .enum(['purchase', 'license'], { error: "Type must be 'purchase' or 'license'." })
      .openapi({ description: 'Whether the visitor wants to buy the number or license it.' }),
    tn: z
      .string({ error: 'Number is required.' })
      .trim()
      .min(1, 'Number is required.')
      .max(20, 'Number is at most 20 characters.')
      .openapi({ description: 'The number asked about, as search lists it (E.164).' }),
    name: contactField('name', 'Who to ask for.'),
    email: contactField('email', 'Where the agent can write.'),
    phone: contactField('phone', 'Where the agent can call: a North American or international number.'),
    comments: contactField('comments', 'What the visitor wants to discuss.'),
    brandingId: z
      .number()
      .int()
      .optional()
      .openapi({ description: "Ignored: the lead goes to the sales team of the site's brand (its host)." }),
    negotiationId: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .openapi({
        description:
          'The negotiation (offer) the request follows, if any; shown to staff with the lead. One that does not ' +
          "exist answers 422 'The offer this request refers to does not exist.'",
      }),
    recaptchaToken: z
      .string()
      .max(4000)
      .optional()
      .openapi({ description: 'Bot-check token (action talkToAgent).' }),
    tag: z
      .string()
      .trim()
      .max(50, 'Tag is at most 50 characters.')
      .nullable()
      .optional()
      .openapi({ description: "A listing or campaign tag passed on to sales (e.g. 'prime')." }),
    price: ignoredPrice('sale price'),
    monthly_price: ignoredPrice('licence monthly fee'),
    license_setup_fee: ignoredPrice('licence setup fee'),
  })
  .openapi('TalkToAgentRequest', {
    example: {
      type: 'license',
      tn: '+12012340100',
      name: 'Jo Buyer',
      email: 'jo@example.com',
      phone: '(201) 234-5678',
      comments: 'We would like to license this number for our new office. Can we talk this week?',
      negotiationId: null,
      recaptchaToken: '03AGdBq2...',
    },
  });

export const TalkToAgentAnswer = z
  .object({
    leadId: z.number().int(),
    message: z.string(),
  })
  .openapi('TalkToAgentAnswer', { example: { leadId: 42, message: CONTACT_AGENT_CONFIRMATION } });

export const talkToAgent = createRoute({
  method: 'post',
  path: '/api/talk-to-agent',
  tags: ['Offers'],
  operationId: 'talkToAgent',
  security: OPTIONAL_SIGN_IN,
  summary: 'Ask an agent to contact you about buying or licensing a number',
  description:
    "The contact-agent dialog ('Request to License or Purchase'); guests may use it. The lead is stored with " +
    "the catalog's current prices (prices in the body are ignored) and mailed to the sales team of the " +
    "site's brand; a signed-in caller's account and user are recorded with it. The number must be on offer " +
    '(404 otherwise) and offered the way asked (422: no licence, or licence only). Needs a bot-check token; ' +
    'at most 10 requests per hour from one address.',
  request: { body: jsonBody(TalkToAgentRequest) },
  responses: {
    201: jsonResponse(TalkToAgentAnswer, 'The lead is stored and sales has been told.'),
    ...errorResponses(400, 404, 415, 422, 429),
  },
});
