import type { OpenAPIHono } from '@hono/zod-openapi';
import { HmacCodes } from '../../../../platform/crypto/hmac-codes.ts';
import type { SecretBox } from '../../../../platform/crypto/secret-box.ts';
import { currentEm } from '../../../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import type { SmsSender } from '../../../../platform/sms/sms-sender.ts';
import {
  makeAddCarrierCredential,
  makeDeleteCarrierCredential,
  makeListCarrierCredentials,
} from '../../app/carrier-credentials.ts';
import { makeConfirmListingVerification } from '../../app/confirm-listing-verification.ts';
import { makeExpireListingVerifications } from '../../app/expire-listing-verifications.ts';
import { makeListListingVerifications } from '../../app/list-listing-verifications.ts';
import { makePendingListingVerification } from '../../app/pending-listing-verification.ts';
import { makeStartListingVerification } from '../../app/start-listing-verification.ts';
import type { BrokerageCore } from '../../index.ts';
import type { CarrierAccountCheck } from '../../ports/carrier-account-check.ts';
import type { VoiceCall } from '../../ports/verification-code-delivery.ts';
import { carrierCodeDelivery } from '../carrier/carrier-code-delivery.ts';
import { simulatedCarrierAccountCheck } from '../carrier/simulated-carrier-account-check.ts';
import { simulatedVoiceCall } from '../carrier/simulated-voice-call.ts';
import { MikroOrmManualVerifications } from '../db/mikro-orm-manual-verifications.ts';
import { MikroOrmVendorCredentials } from '../db/mikro-orm-vendor-credentials.ts';
import { mountCarrierCredentialRoutes } from '../http/carrier-credentials.router.ts';
import { mountListingVerificationRoutes } from '../http/listing-verification.router.ts';
import { verificationJobs } from '../jobs/verification.jobs.ts';

/** What compose hands listing verification and carrier credentials (the platform services, mostly). */
export interface VerificationOptions {
  sms: SmsSender;
  secretBox: SecretBox;
  rateLimiter: RateLimiter;
  /** The data encryption key (base64): verification codes are kept as an HMAC under a key derived from it. */
  dataKey: string;
  /** Real carrier adapters when configured; the simulators otherwise (docs/adr/0059). */
  voiceCall?: VoiceCall;
  carrierAccountCheck?: CarrierAccountCheck;
}

/** Listing verification and carrier credentials (spec 3, docs/adr/0059), one part of the brokerage module. */
export function verification(core: BrokerageCore, options: VerificationOptions) {
  const em = () => currentEm(core.orm);
  const verifications = new MikroOrmManualVerifications(em);
  const deps = {
    listings: core.listings,
    verifications,
    published: core.published,
    licensedOut: core.licensedOut,
    codes: new HmacCodes('numberyard-listing-verification-code', options.dataKey),
    delivery: carrierCodeDelivery({
      sms: options.sms,
      voice: options.voiceCall ?? simulatedVoiceCall(options.sms),
    }),
    rateLimiter: options.rateLimiter,
    clock: core.clock,
    tx: core.tx,
  };
  const credentials = {
    credentials: new MikroOrmVendorCredentials(em),
    secretBox: options.secretBox,
    check: options.carrierAccountCheck ?? simulatedCarrierAccountCheck,
    clock: core.clock,
    tx: core.tx,
  };
  return {
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountListingVerificationRoutes(app, {
        brokers: core.brokers,
        pending: makePendingListingVerification(deps),
        start: makeStartListingVerification(deps),
        confirm: makeConfirmListingVerification(deps),
        list: makeListListingVerifications(deps),
      });
      mountCarrierCredentialRoutes(app, {
        brokers: core.brokers,
        list: makeListCarrierCredentials(credentials),
        add: makeAddCarrierCredential(credentials),
        remove: makeDeleteCarrierCredential(credentials),
      });
    },
    jobs: verificationJobs({ expire: makeExpireListingVerifications(deps) }),
  };
}
