import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { Config } from '../../../../platform/config.ts';
import { DEVELOPMENT_DATA_KEY } from '../../../../platform/crypto/secret-box.ts';
import type { Transactional } from '../../../../platform/db/unit-of-work.ts';
import type { EventPublisher } from '../../../../platform/events/live-event.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import { makeApplyDeliveryReceipt } from '../../app/apply-delivery-receipt.ts';
import { makeQueueInboundMessage, makeReceiveInboundMessage } from '../../app/receive-inbound-message.ts';
import { makeRecordMessage } from '../../app/record-message.ts';
import { makeSendKeywordReply } from '../../app/send-keyword-reply.ts';
import { makeThreadFor } from '../../app/thread-for.ts';
import type { MessagingCarrier } from '../../ports/messaging-carrier.ts';
import { mediaLinkKey, SignedMediaLinks } from '../carrier/signed-media-links.ts';
import { SimulatedMessagingCarrier } from '../carrier/simulated-messaging-carrier.ts';
import { TELNYX_API_URL, TelnyxMessagingCarrier } from '../carrier/telnyx-messaging-carrier.ts';
import { isSignedByTelnyx, telnyxPublicKey } from '../carrier/telnyx-webhook-signature.ts';
import { MikroOrmContacts } from '../db/mikro-orm-contacts.ts';
import { MikroOrmMessageThreads } from '../db/mikro-orm-message-threads.ts';
import { SqlNumberHolders } from '../db/sql-number-holders.ts';
import { SqlSmsOptOuts } from '../db/sql-sms-opt-outs.ts';
import { liveConversationEvents } from '../events/live-conversation-events.ts';
import { telnyxMessagingWebhook } from '../http/carrier-messaging.contract.ts';
import {
  mountCarrierMessagingRoutes,
  mountInboundSimulatorRoutes,
} from '../http/carrier-messaging.router.ts';
import { carrierMessagingJobs } from '../jobs/carrier-messaging.jobs.ts';
import { FilesystemMediaStore } from '../media/filesystem-media-store.ts';
import { HttpInboundMediaFetcher } from '../media/http-inbound-media-fetcher.ts';

type CarrierConfig = Pick<
  Config,
  | 'MESSAGING_CARRIER'
  | 'TELNYX_API_KEY'
  | 'TELNYX_PUBLIC_KEY'
  | 'TELNYX_MESSAGING_PROFILE_ID'
  | 'TELNYX_BASE_URL'
  | 'PUBLIC_URL'
  | 'DATA_ENCRYPTION_KEY'
  | 'DATA_DIR'
  | 'devTools'
>;

/** The links the carrier fetches outbound media from (signed with a key derived from DATA_ENCRYPTION_KEY). */
export function carrierMediaLinks(config: CarrierConfig): SignedMediaLinks {
  const key = mediaLinkKey(config.DATA_ENCRYPTION_KEY ?? DEVELOPMENT_DATA_KEY);
  return new SignedMediaLinks({ key, publicUrl: config.PUBLIC_URL });
}

/**
 * The MessagingCarrier the send job uses (docs/adr/0043): Telnyx when MESSAGING_CARRIER=telnyx, else the
 * simulator, which queues a `delivered` receipt a few seconds after each send.
 */
export function createMessagingCarrier(
  config: CarrierConfig,
  deps: { jobs: Jobs; clock: Clock },
): MessagingCarrier {
  if (config.MESSAGING_CARRIER !== 'telnyx' || !config.TELNYX_API_KEY)
    return new SimulatedMessagingCarrier(deps);
  return new TelnyxMessagingCarrier({
    baseUrl: config.TELNYX_BASE_URL ?? TELNYX_API_URL,
    apiKey: config.TELNYX_API_KEY,
    messagingProfileId: config.TELNYX_MESSAGING_PROFILE_ID ?? null,
    // Per message, so the messaging profile's own webhook setting does not matter.
    webhookUrl: `${config.PUBLIC_URL.replace(/\/+$/, '')}${telnyxMessagingWebhook.path}`,
    links: carrierMediaLinks(config),
    clock: deps.clock,
  });
}

export interface CarrierMessagingOptions {
  config: CarrierConfig;
  carrier: MessagingCarrier;
  jobs: Jobs;
  /** compose's event store: live events go out in the caller's transaction. */
  events: EventPublisher;
}

/** Inbound messages, delivery receipts, the carrier's media links and the simulator's dev endpoint. */
export function carrierMessaging(
  options: CarrierMessagingOptions & { em: () => EntityManager; clock: Clock; tx: Transactional },
) {
  const { config, carrier, jobs, em, clock, tx } = options;
  const threads = new MikroOrmMessageThreads(em);
  const events = liveConversationEvents(options.events);
  const media = new FilesystemMediaStore(path.join(config.DATA_DIR, 'media'));
  const links = carrierMediaLinks(config);
  const publicKey = config.TELNYX_PUBLIC_KEY ? telnyxPublicKey(config.TELNYX_PUBLIC_KEY) : null;
  const receiveInboundMessage = makeReceiveInboundMessage({
    holders: new SqlNumberHolders(em),
    threads,
    contacts: new MikroOrmContacts(em),
    optOuts: new SqlSmsOptOuts(em),
    media,
    mediaFetcher: new HttpInboundMediaFetcher(),
    threadFor: makeThreadFor({ threads, clock }),
    recordMessage: makeRecordMessage({ threads, events }),
    jobs,
    clock,
    tx,
  });
  const applyDeliveryReceipt = makeApplyDeliveryReceipt({ threads, events, jobs, clock, tx });
  return {
    /** The carrier in use (tests read the simulator's record of what it sent). */
    carrier,
    receiveInboundMessage,
    applyDeliveryReceipt,
    jobs: carrierMessagingJobs({
      receiveInboundMessage,
      applyDeliveryReceipt,
      sendKeywordReply: makeSendKeywordReply({ carrier }),
    }),
    mount(app: OpenAPIHono<AppEnv>) {
      mountCarrierMessagingRoutes(app, {
        signedByTelnyx: (input) => isSignedByTelnyx({ ...input, publicKey, now: clock.now() }),
        queueInboundMessage: makeQueueInboundMessage({ jobs, tx }),
        applyDeliveryReceipt,
        links,
        media,
        clock,
      });
      if (config.devTools) mountInboundSimulatorRoutes(app, { receiveInboundMessage });
    },
  };
}
