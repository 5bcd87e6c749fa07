import { DomainError } from '../../../shared/domain-error.ts';
import type { BotCheck } from '../ports/security.ts';

/** The bot check in front of sign-in and recovery mails: a 400 before any user is looked up. */
export async function assertHuman(
  botCheck: BotCheck,
  input: { recaptchaToken?: string | undefined; ip: string },
  action: 'login' | 'recovery',
): Promise<void> {
  if (await botCheck.verify(input.recaptchaToken, { action, remoteIp: input.ip })) return;
  throw new DomainError(
    'validation',
    'bot_check.failed',
    'We could not verify that you are human. Please try again.',
  );
}
