import { createRoute, z } from '@hono/zod-openapi';
import { CARRIER_SECRET_HEADER } from '../../../../platform/http/carrier-secret.ts';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  PUBLIC_ACCESS,
} from '../../../../platform/http/openapi-helpers.ts';
import { PORT_IN_STATUSES } from './port-ins.contract.ts';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date (YYYY-MM-DD).')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Expected a date (YYYY-MM-DD).');

const common = {
  eventId: z.string().trim().min(1).max(255).openapi({
    description: 'The carrier’s event id: an id seen before changes nothing (`duplicate: true`).',
  }),
  carrierOrderId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .openapi({ description: 'The carrier’s id of the port-in order, as it answered our submission.' }),
};

export const CarrierPortInEventBody = z
  .discriminatedUnion('status', [
    z.object({
      ...common,
      status: z.literal('focDateSet'),
      focDate: isoDate.openapi({ description: 'The firm order commitment date the losing carrier gave.' }),
    }),
    z.object({
      ...common,
      status: z.literal('completed'),
      focDate: isoDate.optional().openapi({ description: 'The port date, when not told before.' }),
    }),
    z.object({
      ...common,
      status: z.literal('rejected'),
      reasonCode: z.string().trim().min(1).max(20).openapi({ description: 'The carrier’s reason code.' }),
      reasonText: z
        .string()
        .trim()
        .min(1)
        .max(500)
        .openapi({ description: 'The reason, shown to the customer.' }),
    }),
  ])
  .openapi('CarrierPortInEvent', {
    example: {
      eventId: 'evt-20261128-0001',
      carrierOrderId: 'b0ea6d6f-de31-4079-a536-992e0c98b037',
      status: 'focDateSet',
      focDate: '2026-12-02',
    },
  });

const CarrierPortInEventReceipt = z
  .object({
    orderId: z.number().int().openapi({ description: 'Our port-in order.' }),
    status: z.enum(PORT_IN_STATUSES).openapi({ description: 'Where the order stands now.' }),
    duplicate: z
      .boolean()
      .openapi({ description: 'The event id was received before: nothing was done again.' }),
  })
  .openapi('CarrierPortInEventReceipt', { example: { orderId: 41, status: 'focDateSet', duplicate: false } });

export const receiveCarrierPortInEvent = createRoute({
  method: 'post',
  path: '/api/carrier/port-in-events',
  tags: ['Carrier'],
  operationId: 'receiveCarrierPortInEvent',
  security: PUBLIC_ACCESS,
  summary: 'The carrier tells us how a port-in order stands',
  description:
    'Called by the carrier, authenticated by the `X-Carrier-Secret` header (CARRIER_WEBHOOK_SECRET, compared in ' +
    'constant time; a missing or wrong secret answers 401). Moves the order as the check job does: the FOC ' +
    'date set, completed (the number joins the account and the port-in fee is charged once) or rejected with ' +
    'the reason, with a timeline entry and a mail to the account admins. An event id seen before changes ' +
    'nothing (`duplicate: true`); an event on an order no longer in flight is recorded and changes nothing. ' +
    'A carrier order id we do not know (or an earlier submission of a resubmitted order) answers 404.',
  request: {
    headers: z.object({ [CARRIER_SECRET_HEADER]: z.string().max(200).optional() }),
    body: jsonBody(CarrierPortInEventBody),
  },
  responses: {
    200: jsonResponse(CarrierPortInEventReceipt, 'The event was applied (or had been).'),
    ...errorResponses(400, 401, 404, 415),
  },
});
