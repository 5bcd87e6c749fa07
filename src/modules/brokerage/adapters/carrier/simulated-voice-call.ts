import type { SmsSender } from '../../../../platform/sms/sms-sender.ts';
import type { VoiceCall } from '../../ports/verification-code-delivery.ts';

export const SIMULATED_VOICE_CALL_CATEGORY = 'voice-call-simulated';

/**
 * The offline voice call (docs/adr/0059): instead of a text-to-speech call, the words it would speak are written
 * to the SMS outbox under category 'voice-call-simulated', so a developer reads the code at /api/dev/sms-outbox.
 * A real voice API adapter replaces it; none is wired yet.
 */
export function simulatedVoiceCall(sms: SmsSender): VoiceCall {
  return {
    async speakCode({ to, code }) {
      await sms.send({
        to,
        body: `[Simulated voice call] Your Numberyard verification code is ${code.split('').join(' ')}. Again: ${code}.`,
        category: SIMULATED_VOICE_CALL_CATEGORY,
        secret: true,
      });
    },
  };
}
