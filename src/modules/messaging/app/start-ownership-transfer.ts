import type { Clock } from '../../../platform/clock/clock.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import {
  accountNumberNotFound,
  licensedNumberNotTransferable,
  transferUnderWay,
} from '../domain/ownership-transfer.errors.ts';
import { OwnershipTransfer } from '../domain/ownership-transfer.ts';
import type { OwnershipTransferRepository } from '../ports/ownership-transfer-repository.ts';
import type { TransferNumbers } from '../ports/transfer-numbers.ts';
import type { TransferParties } from '../ports/transfer-parties.ts';
import type { TransferTokens } from '../ports/transfer-tokens.ts';
import {
  heldNumber,
  type OwnershipTransferView,
  TRANSFER_STARTS_PER_ACCOUNT_PER_HOUR,
  toOwnershipTransferView,
} from './transfer-views.ts';

export interface StartOwnershipTransferDeps {
  transfers: OwnershipTransferRepository;
  numbers: TransferNumbers;
  parties: TransferParties;
  tokens: TransferTokens;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** Where links in mails point, e.g. https://numberyard.example. */
  publicUrl: string;
}

/**
 * An account admin offers one of the account's numbers to a new owner's email (spec 3: My Numbers, the
 * number, Options, Ownership Transfer). The new owner gets a mail with the accept link; nothing moves yet.
 */
export function makeStartOwnershipTransfer(deps: StartOwnershipTransferDeps) {
  const { transfers, numbers, parties, tokens, mailer, rateLimiter, clock, tx, publicUrl } = deps;

  return async function startOwnershipTransfer(input: {
    accountId: number;
    userId: number;
    tn: string;
    email: string;
  }): Promise<OwnershipTransferView> {
    const now = clock.now();
    await rateLimiter.hit(
      [
        {
          key: `ownership-transfer:account:${input.accountId}`,
          limit: TRANSFER_STARTS_PER_ACCOUNT_PER_HOUR,
          windowMs: 60 * 60_000,
        },
      ],
      now,
    );
    return tx(async () => {
      const number = await heldNumber(numbers, input.accountId, input.tn);
      if (number.isLicensed()) throw licensedNumberNotTransferable();
      const open = await transfers.openOfNumber(number.id, { lock: true });
      if (open?.isOpenAt(now)) throw transferUnderWay();
      if (open?.expireIfLapsed(now)) await transfers.flush();
      const account = await parties.account(input.accountId);
      if (!account) throw accountNumberNotFound();

      const token = tokens.newToken();
      const transfer = new OwnershipTransfer({
        accountNumberId: number.id,
        tn: number.tn,
        fromAccountId: input.accountId,
        startedByUserId: input.userId,
        email: input.email,
        tokenHash: tokens.digest(token),
        now,
      });
      await transfers.add(transfer);
      await mailer.send({
        to: transfer.email,
        subject: `${account.company} is transferring ${number.humanTn()} to you`,
        text: [
          `${account.company} wants to transfer the phone number ${number.humanTn()} to you on Numberyard, with its plan.`,
          'There are no fees. If you accept, the number moves to your account at its next anniversary.',
          '',
          `Open this link within 7 days to accept: ${publicUrl}/number-transfer/${token}`,
          '',
          'No account yet? The link lets you create one first. If you did not expect this, ignore this email.',
        ].join('\n'),
        category: 'ownership-transfer',
        secret: true,
      });
      return toOwnershipTransferView(transfer, now, null);
    });
  };
}
