import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import type { SmsSender } from '../../../platform/sms/sms-sender.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import {
  ConfirmationAlreadyActivated,
  ConfirmationNotFound,
  InvalidConfirmationPhone,
} from '../domain/account-confirmation.errors.ts';
import { CONFIRMATION_CODE_TTL_MS } from '../domain/account-confirmation.ts';
import type { AccountConfirmationRepository } from '../ports/account-confirmation-repository.ts';
import type { ConfirmationCodes } from '../ports/confirmation-codes.ts';
import { codeSendRules } from './confirmation-rate-limits.ts';

export interface SendConfirmationCodeDeps {
  confirmations: AccountConfirmationRepository;
  codes: ConfirmationCodes;
  /** The platform's SMS outbox: the text is written in this transaction and sent by a job. */
  sms: SmsSender;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface SendConfirmationCodeInput {
  uuid: string;
  phone: string;
  ip: string;
}

export const confirmationCodeText = (code: string) =>
  `Your Numberyard confirmation code is ${code}. It expires in ${CONFIRMATION_CODE_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this message.`;

/**
 * PATCH /api/confirm-account/{uuid} with {phone}: texts a new six-digit code to a North American mobile
 * number, valid 10 minutes; a re-send replaces the earlier code. Rate limited per confirmation and address.
 */
export function makeSendConfirmationCode(deps: SendConfirmationCodeDeps) {
  const { confirmations, codes, sms, rateLimiter, clock, tx } = deps;
  return async function sendConfirmationCode(
    input: SendConfirmationCodeInput,
  ): Promise<{ isCodeSet: true; codeExpiresAt: Date }> {
    const phone = PhoneNumber.tryParse(input.phone, { accept: ['nanp'] });
    if (!phone) throw new InvalidConfirmationPhone();
    await rateLimiter.hit(codeSendRules(input.uuid, input.ip), clock.now());
    return tx(async () => {
      const now = clock.now();
      const confirmation = await confirmations.find(input.uuid, { lock: true });
      if (!confirmation) throw new ConfirmationNotFound();
      if (confirmation.isActivated) throw new ConfirmationAlreadyActivated();
      const code = codes.newCode();
      confirmation.setCode(phone.e164, codes.digest(code), now);
      await confirmations.flush();
      await sms.send({
        to: phone.e164,
        body: confirmationCodeText(code),
        category: 'confirm-code',
        secret: true,
      });
      return { isCodeSet: true as const, codeExpiresAt: confirmation.codeExpiresAt! };
    });
  };
}
