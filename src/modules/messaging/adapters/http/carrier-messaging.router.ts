import { randomUUID } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { forbidden, notAuthenticated } from '../../../../platform/http/guards.ts';
import { NotFoundError } from '../../../../shared/domain-error.ts';
import { isSupportedAttachmentType } from '../../../../shared/message-rules.ts';
import type { ApplyDeliveryReceipt } from '../../app/apply-delivery-receipt.ts';
import type { QueueInboundMessage, ReceiveInboundMessage } from '../../app/receive-inbound-message.ts';
import type { MediaStore } from '../../ports/media-store.ts';
import type { SignedMediaLinks } from '../carrier/signed-media-links.ts';
import { readTelnyxEvent } from '../carrier/telnyx-events.ts';
import {
  carrierMedia,
  simulateInboundMessage,
  TELNYX_SIGNATURE_HEADER,
  TELNYX_TIMESTAMP_HEADER,
  telnyxMessagingWebhook,
} from './carrier-messaging.contract.ts';

export interface CarrierMessagingRouteDeps {
  /** Whether this raw body carries Telnyx's valid signature (false for every call without a key). */
  signedByTelnyx(input: { rawBody: string; signature?: string; timestamp?: string }): boolean;
  queueInboundMessage: QueueInboundMessage;
  applyDeliveryReceipt: ApplyDeliveryReceipt;
  links: SignedMediaLinks;
  media: MediaStore;
  clock: Clock;
}

// Text the carrier fetches is served as plain text: a stored .html never runs as a page of our origin.
const SERVED_AS_IS = /^(text\/plain|text\/vcard|text\/x-vcard|text\/directory|image\/|video\/)/;

/** The carrier's calls: Telnyx's webhook and the signed media links it fetches. */
export function mountCarrierMessagingRoutes(app: OpenAPIHono<AppEnv>, deps: CarrierMessagingRouteDeps) {
  // The signature covers the exact bytes Telnyx sent: checked before the JSON validator parses them.
  app.use(telnyxMessagingWebhook.path, async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const signed = deps.signedByTelnyx({
      rawBody: await c.req.text(),
      signature: c.req.header(TELNYX_SIGNATURE_HEADER),
      timestamp: c.req.header(TELNYX_TIMESTAMP_HEADER),
    });
    if (!signed) throw notAuthenticated();
    await next();
  });
  app.openapi(telnyxMessagingWebhook, async (c) => {
    const event = readTelnyxEvent(c.req.valid('json'));
    if (event.kind === 'inbound') await deps.queueInboundMessage(event.message);
    if (event.kind === 'receipt') await deps.applyDeliveryReceipt(event.receipt);
    return c.json({ received: true as const }, 200);
  });

  app.openapi(carrierMedia, async (c) => {
    const { accountId, uuid, filename } = c.req.valid('param');
    const { expires, signature } = c.req.valid('query');
    const path = `${accountId}/${uuid}/${filename}`;
    if (!deps.links.isValid(path, expires, signature, deps.clock.now()))
      throw forbidden('This media link is invalid or has expired.');
    const file = await deps.media.get(Number(accountId), path);
    if (!file || !isSupportedAttachmentType(file.contentType))
      throw new NotFoundError('media.not_found', 'No such file.');
    const contentType = SERVED_AS_IS.test(file.contentType) ? file.contentType : 'text/plain; charset=utf-8';
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': contentType,
      'Content-Disposition': `inline; filename="${file.filename}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
}

/** The simulator's inbound messages (development tools only, docs/adr/0007). */
export function mountInboundSimulatorRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { receiveInboundMessage: ReceiveInboundMessage },
) {
  app.openapi(simulateInboundMessage, async (c) => {
    const body = c.req.valid('json');
    const answer = await deps.receiveInboundMessage({
      carrierMessageId: `sim-in-${randomUUID()}`,
      from: body.from,
      to: [body.to, ...(body.cc ?? [])],
      text: body.text,
      media: body.mediaDataUrl ? [{ url: body.mediaDataUrl, contentType: null }] : [],
    });
    return c.json(answer, 200);
  });
}
