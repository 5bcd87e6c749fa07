import type { Clock } from '../../../platform/clock/clock.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { dateOf } from '../../../shared/proration.ts';
import {
  notAdminOfReceivingAccount,
  transferForAnotherEmail,
  transferLinkInvalid,
  transferToOtherBrand,
  transferToSameAccount,
} from '../domain/ownership-transfer.errors.ts';
import { moveDateOf } from '../domain/ownership-transfer.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import type { OwnershipTransferRepository } from '../ports/ownership-transfer-repository.ts';
import type { TransferNumbers } from '../ports/transfer-numbers.ts';
import type { TransferParties } from '../ports/transfer-parties.ts';
import { type NumberTransferOfferView, toNumberTransferOfferView } from './number-transfer-offer.ts';
import { TRANSFER_LINK_LIMIT } from './transfer-views.ts';

export interface AcceptNumberTransferDeps {
  transfers: OwnershipTransferRepository;
  numbers: TransferNumbers;
  parties: TransferParties;
  plans: NumberPlans;
  tokens: { digest(token: string): string };
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * The new owner accepts (POST /api/number-transfers/{token}/accept): signed in as the offered email, into an
 * account they administer on the number's brand (the session's account unless they name another). The
 * moving day is fixed now; the sender is mailed.
 */
export function makeAcceptNumberTransfer(deps: AcceptNumberTransferDeps) {
  const { transfers, numbers, parties, plans, tokens, mailer, rateLimiter, clock, tx } = deps;
  return async function acceptNumberTransfer(input: {
    token: string;
    ip: string;
    userId: number;
    /** The receiving account; default: the caller's current account. */
    accountId: number;
  }): Promise<NumberTransferOfferView> {
    const now = clock.now();
    await rateLimiter.hit([{ key: `number-transfer-link:ip:${input.ip}`, ...TRANSFER_LINK_LIMIT }], now);
    return tx(async () => {
      const transfer = await transfers.byTokenHash(tokens.digest(input.token), { lock: true });
      const status = transfer?.statusAt(now);
      if (!transfer || status === 'expired' || status === 'cancelled') throw transferLinkInvalid();
      const email = await parties.emailOf(input.userId);
      if (!email || !transfer.isFor(email)) throw transferForAnotherEmail(transfer.email);
      const [from, mine, number] = await Promise.all([
        parties.account(transfer.fromAccountId),
        parties.accountsOf(input.userId),
        numbers.byId(transfer.accountNumberId, { lock: true }),
      ]);
      const to = mine.find((a) => a.accountId === input.accountId);
      if (to?.role !== 'admin') throw notAdminOfReceivingAccount();
      if (!from || !number || number.accountId !== transfer.fromAccountId) throw transferLinkInvalid();
      if (to.accountId === from.accountId) throw transferToSameAccount();
      if (to.brandingId !== from.brandingId) throw transferToOtherBrand();

      transfer.accept({
        toAccountId: to.accountId,
        userId: input.userId,
        movesOn: moveDateOf(number, dateOf(now)),
        now,
      });
      await transfers.flush();
      const sender = await parties.emailOf(transfer.startedByUserId);
      if (sender) {
        await mailer.send({
          to: sender,
          subject: `${number.humanTn()}: the new owner accepted the transfer`,
          text: [
            `${to.company} accepted the transfer of ${number.humanTn()}.`,
            `The number moves to them, with its plan, on ${transfer.movesOn}, when its paid period ends. There are no fees.`,
            'Until then it stays in your account; you can still cancel the transfer from My Numbers.',
          ].join('\n'),
          category: 'ownership-transfer',
        });
      }
      const receivingAccounts = mine.filter((a) => a.role === 'admin' && a.brandingId === from.brandingId);
      return toNumberTransferOfferView({
        transfer,
        number,
        from,
        plans,
        status: 'accepted',
        hasLogin: true,
        receivingAccounts,
      });
    });
  };
}
