import type { Mailer } from '../../../platform/mail/mailer.ts';
import { formatCents } from '../../../shared/money.ts';
import type { AccountNumber } from '../domain/account-number.ts';
import type { AccountMembers } from '../ports/account-members.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import type { ReleasedLicences } from '../ports/released-licences.ts';
import { callersNumber, type NumberCaller } from './number-caller.ts';

export interface ReleaseAccountNumberDeps {
  numbers: AccountNumberRepository;
  plans: NumberPlans;
  members: AccountMembers;
  mailer: Mailer;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** Ownership transfers' rule before a number leaves: cancels an offered one, refuses while one is accepted. */
  numberLeaving: (accountNumberId: number) => Promise<void>;
  /** A broker's licence ends with its number (docs/adr/0058). */
  releasedLicences?: ReleasedLicences;
}

/**
 * DELETE /api/accounts/telephone-numbers/{tn} (admins): the number leaves the account. Its row is deleted,
 * so recurring billing (which bills the rows that exist) stops, and a licensed number's licence ends with
 * it; the account's admins are mailed in the same transaction (ADR 0034). Releasing again answers 404.
 */
export function makeReleaseAccountNumber(deps: ReleaseAccountNumberDeps) {
  const { numbers, plans, members, mailer, tx } = deps;
  return async function releaseAccountNumber(caller: NumberCaller, tn: string): Promise<void> {
    await tx(async () => {
      const number = await callersNumber(numbers, caller, tn, { lock: true });
      const planName = plans.plan(caller.brandingId, number.planId)?.name ?? `Plan ${number.planId}`;
      await deps.numberLeaving(number.id);
      await numbers.remove(number);
      if (number.isLicensed())
        await deps.releasedLicences?.released({ tn: number.tn, accountId: number.accountId });
      const admins = (await members.membersOf(number.accountId)).filter((m) => m.role === 'admin');
      for (const admin of admins) await mailer.send(releasedMail(admin, number, planName));
    });
  };
}

function releasedMail(admin: { email: string; firstName: string }, number: AccountNumber, planName: string) {
  const lines = [
    `Hello ${admin.firstName || 'there'},`,
    '',
    `The number ${number.humanTn()} was released from your account.`,
    `Its ${planName} plan (${formatCents(number.mrcCents)} a month) has ended and it will not be billed again.`,
    ...(number.isLicensed() ? ['Its licence has ended and the number goes back to its owner.'] : []),
    'Its messages and forwarding settings are gone with it.',
    'A release cannot be undone: to have the number again, it must be bought again if it is still available.',
  ];
  return {
    to: admin.email,
    subject: `Number ${number.humanTn()} released`,
    text: lines.join('\n'),
    category: 'number-released',
  };
}
