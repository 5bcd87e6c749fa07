import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { transferLinkInvalid } from '../domain/ownership-transfer.errors.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import type { OwnershipTransferRepository } from '../ports/ownership-transfer-repository.ts';
import type { TransferNumbers } from '../ports/transfer-numbers.ts';
import type { TransferParties } from '../ports/transfer-parties.ts';
import { type NumberTransferOfferView, toNumberTransferOfferView } from './number-transfer-offer.ts';
import { TRANSFER_LINK_LIMIT } from './transfer-views.ts';

export interface LookUpNumberTransferDeps {
  transfers: OwnershipTransferRepository;
  numbers: TransferNumbers;
  parties: TransferParties;
  plans: NumberPlans;
  tokens: { digest(token: string): string };
  rateLimiter: RateLimiter;
  clock: Clock;
}

/** The page behind the mailed link (GET /api/number-transfers/{token}); 404 for unknown, expired, cancelled. */
export function makeLookUpNumberTransfer(deps: LookUpNumberTransferDeps) {
  const { transfers, numbers, parties, plans, tokens, rateLimiter, clock } = deps;
  return async function lookUpNumberTransfer(input: {
    token: string;
    ip: string;
    /** The signed-in user, when there is one. */
    userId: number | null;
  }): Promise<NumberTransferOfferView> {
    const now = clock.now();
    await rateLimiter.hit([{ key: `number-transfer-link:ip:${input.ip}`, ...TRANSFER_LINK_LIMIT }], now);
    const transfer = await transfers.byTokenHash(tokens.digest(input.token));
    const status = transfer?.statusAt(now);
    if (!transfer || (status !== 'offered' && status !== 'accepted' && status !== 'completed'))
      throw transferLinkInvalid();
    const from = await parties.account(transfer.fromAccountId);
    if (!from) throw transferLinkInvalid();
    const [number, hasLogin, mine] = await Promise.all([
      numbers.byId(transfer.accountNumberId),
      parties.hasLogin(transfer.email),
      input.userId === null ? Promise.resolve([]) : parties.accountsOf(input.userId),
    ]);
    const receivingAccounts = mine.filter((a) => a.role === 'admin' && a.brandingId === from.brandingId);
    return toNumberTransferOfferView({ transfer, number, from, plans, status, hasLogin, receivingAccounts });
  };
}
