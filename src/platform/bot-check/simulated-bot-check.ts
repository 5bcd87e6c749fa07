import type { BotCheck } from './bot-check.ts';

/** The offline default: every token passes (a missing one too) except the literal 'fail', for tests. */
export class SimulatedBotCheck implements BotCheck {
  async verify(token: string | undefined, _options: { action: string; remoteIp?: string }): Promise<boolean> {
    return token !== 'fail';
  }
}
