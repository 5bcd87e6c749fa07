import { z } from '@hono/zod-openapi';

export const PORT_OUT_STATUSES = ['requested', 'refused', 'approved', 'completed'] as const;
export const PORT_OUT_REFUSALS = ['transfer_lock', 'no_pin', 'wrong_pin'] as const;

/** One port-out request as the number's page and the carrier see it (never the PIN given). */
export const PortOutRequestDto = z
  .object({
    carrierRequestId: z.string().describe('The carrier’s id for the request.'),
    tn: z.string().describe('E.164.'),
    gainingCarrier: z.string().describe('The carrier the number would move to.'),
    status: z.enum(PORT_OUT_STATUSES),
    reason: z
      .enum(PORT_OUT_REFUSALS)
      .nullable()
      .describe(
        'Why it was refused: Transfer Lock on, no PIN set, or a PIN that did not match; null otherwise.',
      ),
    requestedAt: z.string().datetime(),
    decidedAt: z.string().datetime().nullable(),
    completedAt: z.string().datetime().nullable().describe('When the number left the account.'),
  })
  .openapi('PortOutRequest', {
    example: {
      carrierRequestId: 'po-20261122-0001',
      tn: '+12012340101',
      gainingCarrier: 'Other Wireless',
      status: 'refused',
      reason: 'transfer_lock',
      requestedAt: '2026-11-22T12:00:00.000Z',
      decidedAt: '2026-11-22T12:00:00.000Z',
      completedAt: null,
    },
  });
