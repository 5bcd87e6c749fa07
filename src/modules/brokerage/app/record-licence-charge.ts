import { BrokerageTransaction } from '../domain/brokerage-transaction.ts';
import { staffCommissionOf } from '../domain/earnings.ts';
import type { EarningsDeps } from './earnings-deps.ts';

/** A licence month recurring billing charged the licensee (its idempotency key is the charge's). */
export interface LicenceCharge {
  chargeReference: string;
  tn: string;
  licenseeAccountId: number;
  amountCents: number;
}

/**
 * For recurring billing, in ITS transaction (docs/adr/0058): a month of an active broker licence charged to the
 * licensee is the broker's 'licenseMrc' earning (house fee 40%, or the commission staff set on the admin item
 * that licensed it, read from the licence's setup-fee transaction (docs/adr/0075); 10-day hold after the
 * licence's first transaction). Keyed by the charge: a second run records nothing. Answers whether it recorded one.
 */
export function makeRecordLicenceCharge(deps: Pick<EarningsDeps, 'licenses' | 'transactions' | 'clock'>) {
  return async function recordLicenceCharge(charge: LicenceCharge): Promise<boolean> {
    const license = await deps.licenses.activeOf(charge.tn, charge.licenseeAccountId);
    if (!license) return false;
    const sourceReference = `charge:${charge.chargeReference}`;
    if (await deps.transactions.bySource(sourceReference)) return false;
    const firstOfNumber = !(await deps.transactions.anyOf(license.brokerAccountId, license.tn));
    const setupFee = await deps.transactions.bySource(license.sourceReference);
    const staffCommission = setupFee ? staffCommissionOf(setupFee.data) : null;
    await deps.transactions.add(
      new BrokerageTransaction({
        brokerAccountId: license.brokerAccountId,
        tn: license.tn,
        type: 'licenseMrc',
        purchaseAmount: charge.amountCents,
        commissionPercent: staffCommission,
        firstOfNumber,
        now: deps.clock.now(),
        sourceReference,
        data: {
          licenseId: license.id,
          ...(staffCommission === null ? {} : { staffCommissionPercent: staffCommission }),
        },
      }),
    );
    return true;
  };
}
