import type { Logger } from 'pino';
import { outboundFetch } from '../outbound/outbound-fetch.ts';
import type { BotCheck } from './bot-check.ts';

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

export interface RecaptchaOptions {
  secret: string;
  verifyUrl: string;
  /** v3 scores run from 0 (bot) to 1 (human); v2 answers carry no score and pass on `success`. */
  minScore: number;
  logger: Logger;
  timeoutMs?: number;
}

/** Google reCAPTCHA's siteverify. Fails closed: an unreachable or odd answer counts as not human. */
export class RecaptchaBotCheck implements BotCheck {
  readonly #options: RecaptchaOptions;

  constructor(options: RecaptchaOptions) {
    this.#options = options;
  }

  async verify(token: string | undefined, options: { action: string; remoteIp?: string }): Promise<boolean> {
    if (!token) return false;
    const form = new URLSearchParams({ secret: this.#options.secret, response: token });
    if (options.remoteIp && options.remoteIp !== 'unknown') form.set('remoteip', options.remoteIp);
    let answer: SiteVerifyAnswer;
    try {
      const response = await outboundFetch(this.#options.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      answer = (await response.json()) as SiteVerifyAnswer;
    } catch (error) {
      this.#options.logger.warn({ err: error, action: options.action }, 'reCAPTCHA verification failed');
      return false;
    }
    // v3 names the action the page asked the token for: a login token must not open a recovery.
    const human =
      answer.success === true &&
      (answer.score === undefined || answer.score >= this.#options.minScore) &&
      (answer.action === undefined || answer.action === options.action);
    if (!human)
      this.#options.logger.info(
        { action: options.action, score: answer.score, errors: answer['error-codes'] },
        'reCAPTCHA refused a token',
      );
    return human;
  }
}
