import type { SmsSender } from '../../../../platform/sms/sms-sender.ts';
import type { VerificationCodeDelivery, VoiceCall } from '../../ports/verification-code-delivery.ts';

export const LISTING_VERIFICATION_SMS_CATEGORY = 'listing-verification';

/** Texts go through the platform's SMS outbox and carrier; calls through the VoiceCall port. */
export function carrierCodeDelivery(deps: { sms: SmsSender; voice: VoiceCall }): VerificationCodeDelivery {
  return {
    async send({ method, tn, code }) {
      if (method === 'call') {
        await deps.voice.speakCode({ to: tn, code });
        return;
      }
      await deps.sms.send({
        to: tn,
        body: `Your Numberyard listing verification code is ${code}. It expires in 10 minutes.`,
        category: LISTING_VERIFICATION_SMS_CATEGORY,
        secret: true,
      });
    },
  };
}
