import { describe, expect, it } from 'vitest';
import { requireHuman } from './bot-check.ts';
import { SimulatedBotCheck } from './simulated-bot-check.ts';

describe('SimulatedBotCheck', () => {
  it('passes any token, and a missing one, so the product works offline', async () => {
    const botCheck = new SimulatedBotCheck();
    expect(await botCheck.verify('anything', { action: 'login' })).toBe(true);
    expect(await botCheck.verify(undefined, { action: 'login' })).toBe(true);
    await expect(requireHuman(botCheck, undefined, 'login', '127.0.0.1')).resolves.toBeUndefined();
  });

  it("refuses the literal token 'fail', so tests can exercise the refusal", async () => {
    expect(await new SimulatedBotCheck().verify('fail', { action: 'login' })).toBe(false);
    await expect(requireHuman(new SimulatedBotCheck(), 'fail', 'login', '127.0.0.1')).rejects.toMatchObject({
      code: 'bot_check.failed',
    });
  });
});
