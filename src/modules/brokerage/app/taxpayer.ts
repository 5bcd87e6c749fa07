import { lastFour } from '../../../shared/bank-account-rules.ts';
import { normaliseTin, taxpayerErrors } from '../../../shared/taxpayer-rules.ts';
import { TaxpayerInvalid } from '../domain/ach.errors.ts';
import { Taxpayer } from '../domain/taxpayer.ts';
import { type AchDeps, type TaxpayerView, taxpayerView } from './ach-deps.ts';

/** GET /api/brokerage/taxpayer (spec 3 "Account service GET id 0"): payee and tinLast4, null when none. */
export function makeGetTaxpayer(deps: Pick<AchDeps, 'taxpayers'>) {
  return async (input: { brokerAccountId: number }): Promise<TaxpayerView> =>
    taxpayerView(await deps.taxpayers.ofBroker(input.brokerAccountId));
}

/**
 * PATCH /api/brokerage/taxpayer (spec 3 "PATCH id 0 with payee and tin"): creates or replaces the broker's
 * taxpayer information. The TIN is sealed with the data key; only its last four digits stay in clear.
 */
export function makeSaveTaxpayer(deps: Pick<AchDeps, 'taxpayers' | 'secretBox' | 'clock' | 'tx'>) {
  return async (input: {
    brokerAccountId: number;
    payee: string;
    tin: string;
    confirmTin?: string | undefined;
  }): Promise<TaxpayerView> => {
    const errors = taxpayerErrors(input);
    if (Object.keys(errors).length > 0) throw new TaxpayerInvalid(errors as Record<string, string>);
    const tin = normaliseTin(input.tin);
    const details = {
      payee: input.payee.trim(),
      tinSealed: deps.secretBox.seal(tin),
      tinLast4: lastFour(tin),
    };
    const now = deps.clock.now();
    return deps.tx(async () => {
      const existing = await deps.taxpayers.ofBroker(input.brokerAccountId);
      if (existing) {
        existing.change(details, now);
        await deps.taxpayers.flush();
        return taxpayerView(existing);
      }
      const taxpayer = new Taxpayer({ brokerAccountId: input.brokerAccountId, ...details, now });
      await deps.taxpayers.add(taxpayer);
      return taxpayerView(taxpayer);
    });
  };
}
