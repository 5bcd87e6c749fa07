import { DomainError } from '../../shared/domain-error.ts';

/** Tells people from scripts (reCAPTCHA v3, or its simulator when no secret is configured). */
export interface BotCheck {
  verify(token: string | undefined, options: { action: string; remoteIp?: string }): Promise<boolean>;
}

/** Throws a 400 when the bot check refuses the token. */
export async function requireHuman(
  botCheck: BotCheck,
  token: string | undefined,
  action: string,
  ip?: string,
): Promise<void> {
  const human = await botCheck.verify(token, { action, ...(ip ? { remoteIp: ip } : {}) });
  if (!human)
    throw new DomainError(
      'validation',
      'bot_check.failed',
      'We could not verify that you are human. Please try again.',
    );
}
