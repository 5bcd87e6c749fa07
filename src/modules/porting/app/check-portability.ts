import { type BotCheck, requireHuman } from '../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { ValidationError } from '../../../shared/domain-error.ts';
import {
  PORTABILITY_FAILED_MESSAGE,
  PORTABLE_MESSAGE,
  parsePortabilityList,
} from '../../../shared/portability-rules.ts';
import { type PortabilityLookup, PortabilityLookupFailed } from '../ports/portability-lookup.ts';

export interface CheckPortabilityInput {
  /** Comma or newline separated numbers, as typed. */
  tns: string;
  recaptchaToken?: string | undefined;
  ip: string;
}

export interface PortabilityResult {
  tn: string;
  isPortable: boolean;
  isWireless: boolean;
  carrier: string | null;
  isAccountRequired: boolean;
  portingInterval: number | null;
  message: string;
}

export interface CheckPortabilityAnswer {
  success: boolean;
  message: string | null;
  tns: PortabilityResult[];
}

const HOUR = 3_600_000;
/** Per address: a person verifies a list a few times; a script walking number ranges many more (ADR 0047). */
export const PORTABILITY_CHECKS_PER_IP_PER_HOUR = 30;

/** GET /api/check-portability: the port-in page's verify step (spec 2 sections 2, 5, 8). */
export function makeCheckPortability(deps: {
  lookup: PortabilityLookup;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  clock: Clock;
  onLookupError?: (error: unknown) => void;
}) {
  const { lookup, botCheck, rateLimiter, clock } = deps;

  return async function checkPortability(input: CheckPortabilityInput): Promise<CheckPortabilityAnswer> {
    const parsed = parsePortabilityList(input.tns);
    if ('problem' in parsed)
      throw new ValidationError('portability.invalid_numbers', parsed.problem, {
        errors: { tns: parsed.problem },
      });
    await rateLimiter.hit(
      [
        {
          key: `check-portability:ip:${input.ip}`,
          limit: PORTABILITY_CHECKS_PER_IP_PER_HOUR,
          windowMs: HOUR,
        },
      ],
      clock.now(),
    );
    await requireHuman(botCheck, input.recaptchaToken, 'portCheck', input.ip);
    try {
      const answers = await lookup.check(parsed.numbers.map((number) => number.e164));
      const tns = answers.map(({ reason, ...answer }) => ({
        ...answer,
        message: answer.isPortable ? PORTABLE_MESSAGE : (reason ?? PORTABILITY_FAILED_MESSAGE),
      }));
      return { success: true, message: null, tns };
    } catch (error) {
      deps.onLookupError?.(error);
      const reason = error instanceof PortabilityLookupFailed ? error.reason : null;
      return { success: false, message: reason ?? PORTABILITY_FAILED_MESSAGE, tns: [] };
    }
  };
}
