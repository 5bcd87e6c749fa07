import { type FraudVerdict, type ScreenedOrder, screenOrder } from '../domain/fraud-screening.ts';
import type { FraudRuleRepository } from '../ports/fraud-rule-repository.ts';

/** The `fraud.screen` facade checkout calls: the active rules over one order (ADR 0029). */
export function makeScreenOrder({ rules }: { rules: FraudRuleRepository }) {
  return async function screen(order: ScreenedOrder): Promise<FraudVerdict> {
    return screenOrder(await rules.active(), order);
  };
}
