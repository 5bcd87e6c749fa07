import { z } from '@hono/zod-openapi';
import type { InboundMessage } from '../../app/receive-inbound-message.ts';
import type { DeliveryReceipt } from '../../domain/delivery-receipt.ts';

const Address = z.object({ phone_number: z.string().max(40), status: z.string().max(40).optional() }).loose();

/** The part of Telnyx's messaging webhook we read (message.received, message.sent, message.finalized). */
export const TelnyxEvent = z
  .object({
    data: z
      .object({
        event_type: z.string().max(100),
        id: z.string().max(100).optional(),
        payload: z
          .object({
            id: z.string().min(1).max(100),
            from: Address.optional(),
            to: z.array(Address).max(20).optional(),
            cc: z.array(Address).max(20).optional(),
            text: z.string().max(10_000).nullish(),
            media: z
              .array(
                z.object({ url: z.string().max(2000), content_type: z.string().max(200).nullish() }).loose(),
              )
              .max(10)
              .optional(),
            errors: z
              .array(z.object({ title: z.string().nullish(), detail: z.string().nullish() }).loose())
              .optional(),
          })
          .loose()
          .optional(),
      })
      .loose(),
  })
  .loose()
  .openapi('TelnyxMessagingEvent', {
    example: {
      data: {
        event_type: 'message.received',
        id: 'bf6307bd-884d-4c1f-b6ea-c62b8c495d3c',
        payload: {
          id: '7ee4241c-f127-47e5-9c34-3aac291f8058',
          from: { phone_number: '+13032340100' },
          to: [{ phone_number: '+12012345678', status: 'webhook_delivered' }],
          cc: [],
          text: 'Hello',
          media: [],
        },
      },
    },
  });
export type TelnyxEvent = z.infer<typeof TelnyxEvent>;

export type CarrierEvent =
  | { kind: 'inbound'; message: InboundMessage }
  | { kind: 'receipt'; receipt: DeliveryReceipt }
  | { kind: 'ignored' };

const FAILED = new Set(['sending_failed', 'delivery_failed']);

/**
 * Our reading of a Telnyx event. A receipt lists every recipient's status: one failed recipient fails the
 * message, else delivered, else sent; `delivery_unconfirmed` and earlier states say nothing new.
 */
export function readTelnyxEvent(event: TelnyxEvent): CarrierEvent {
  const { event_type: type, payload } = event.data;
  if (!payload) return { kind: 'ignored' };
  if (type === 'message.received') {
    if (!payload.from) return { kind: 'ignored' };
    return {
      kind: 'inbound',
      message: {
        carrierMessageId: payload.id,
        from: payload.from.phone_number,
        to: [...(payload.to ?? []), ...(payload.cc ?? [])].map((address) => address.phone_number),
        text: payload.text ?? '',
        media: (payload.media ?? []).map((file) => ({
          url: file.url,
          contentType: file.content_type ?? null,
        })),
      },
    };
  }
  if (type !== 'message.sent' && type !== 'message.finalized') return { kind: 'ignored' };
  const statuses = (payload.to ?? []).map((address) => address.status ?? '');
  const receipt = (status: DeliveryReceipt['status'], description = ''): CarrierEvent => ({
    kind: 'receipt',
    receipt: { carrierMessageId: payload.id, status, description },
  });
  if (statuses.some((status) => FAILED.has(status))) return receipt('failed', failureOf(payload.errors));
  if (statuses.includes('delivered')) return receipt('delivered');
  if (statuses.includes('sent')) return receipt('sent');
  return { kind: 'ignored' };
}

function failureOf(errors: Array<{ title?: string | null; detail?: string | null }> | undefined): string {
  const first = errors?.[0];
  return (
    [first?.title, first?.detail].filter(Boolean).join(': ') || 'The carrier could not deliver the message.'
  );
}
